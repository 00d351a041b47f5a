/**
 * The bot's level in a chat session (issue 22): the persona's default, the option, a chat
 * phrase that changes it with a confirmation (and only such a phrase), the snapshot keeping
 * it, and `strong` playing its turn through the search while giving the event loop a turn
 * before each decision.
 */
import { describe, expect, it } from 'vitest';
import { DuelSession } from '../../src/chat/session.js';
import { levelAskedFor, matchAskedFor, personaLevel } from '../../src/chat/levelChat.js';
import { loadDefaultPersona } from '../../src/llm/persona.js';
import { allText, collect, config, engine, session } from './helpers.js';

describe('the level in chat', () => {
  it('reads level phrases, and nothing else, as a level', () => {
    expect(levelAskedFor('go easy on me')).toBe('easy');
    expect(levelAskedFor('Please play your best!')).toBe('strong');
    expect(levelAskedFor("don't hold back")).toBe('strong');
    expect(levelAskedFor('normal difficulty please')).toBe('normal');
    for (const other of ['easy', 'attack with skull', 'is easy mode on?', 'set the best monster', 'play dark hole', 'normal summon feral imp']) expect(levelAskedFor(other), other).toBeNull();
    expect(matchAskedFor('rematch')).toBe('rematch');
    expect(matchAskedFor("let's make it best of three")).toBe('best-of-three');
    expect(matchAskedFor('let me side')).toBe('side');
    for (const other of ['side with the monster', 'attack again with skull', 'set it face-down on my side']) expect(matchAskedFor(other), other).toBeNull();
  });

  it("takes the persona's level by default, the option first, and keeps a changed level in the snapshot", async () => {
    const persona = loadDefaultPersona();
    expect(personaLevel(persona)).toBeNull();
    expect(session({ config: config('lv-1') }).level).toBe('normal');
    const cautious = { ...persona, extra: { ...persona.extra, extensions: { duel_companion: { bot_level: 'easy' } } } };
    expect(session({ config: config('lv-1') }, { persona: cautious }).level).toBe('easy');
    const s = session({ config: config('lv-1'), level: 'normal' }, { persona: cautious });
    expect(s.level).toBe('normal');
    await collect(s.open());
    const reply = allText(await collect(s.send('go easy on me')));
    expect(reply).toContain('Opponent level: easy');
    expect(s.level).toBe('easy');
    expect(s.history.at(-2)).toMatchObject({ role: 'user', kind: 'request', text: 'go easy on me' });
    const again = DuelSession.restore(JSON.parse(JSON.stringify(s.toJSON())), { model: null, engine });
    expect(again.level).toBe('easy');
  });

  it('plays strong through the search, yielding to the event loop before each decision', async () => {
    // The bot goes first at strong with a small search; a repeating setImmediate counts the turns the event loop got.
    const s = session({ config: config('lv-strong', 1), level: 'strong' }, { search: { worlds: 2, horizonTurns: 1, budgetMs: 0, maxCandidates: 4 } });
    let ticks = 0;
    let running = true;
    const tick = (): void => {
      ticks++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    await collect(s.open());
    running = false;
    const botMoves = s.steps.filter((st) => st.action.player === 1).length;
    expect(botMoves).toBeGreaterThan(0);
    expect(s.state.turnPlayer).toBe(0);
    expect(ticks).toBeGreaterThanOrEqual(botMoves);
  });
});
