import { describe, expect, it } from 'vitest';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { botChoice } from '../../src/bot/types.js';
import { runLeague } from '../../src/cli/bot-league.js';
import { board, engine, idOf } from '../engine/board.js';

describe('the heuristic bot with Spells, Traps and effects', () => {
  it('uses removal when the opponent has the better board, answers a summon with Trap Hole, and aims harm at the opponent', () => {
    const bot = createHeuristicBot();
    // Behind on board with Dark Hole in hand: it activates it.
    const behind = board({ sides: [{ hand: ['Dark Hole', 'Feral Imp'], deck: ['Silver Fang'] }, { monsters: [{ card: 'Summoned Skull' }, { card: 'Dark Magician' }], deck: ['Baby Dragon'] }] });
    const pick = botChoice(bot, engine, behind, 0);
    expect(pick.action).toMatchObject({ type: 'activate', card: idOf(behind, 'Dark Hole') });
    // Ahead on board: Dark Hole would cost more than it gains, so it does not use it.
    const ahead = board({ sides: [{ hand: ['Dark Hole'], monsters: [{ card: 'Summoned Skull' }, { card: 'Dark Magician' }], deck: ['Silver Fang'] }, { monsters: [{ card: 'Feral Imp' }], deck: ['Baby Dragon'] }] });
    expect(botChoice(bot, engine, ahead, 0).action.type).not.toBe('activate');
    // The opponent Normal Summons into a Set Trap Hole: the bot (player 1) activates it.
    const s = board({ sides: [{ hand: ['Summoned Skull'], monsters: [{ card: 'Feral Imp' }], deck: ['Silver Fang'] }, { spellTraps: [{ card: 'Trap Hole', faceDown: true, arrivedTurn: 1 }], deck: ['Baby Dragon'] }] });
    const summoned = engine.apply(s, { type: 'normal-summon', player: 0, card: idOf(s, 'Summoned Skull'), tributes: [idOf(s, 'Feral Imp')] });
    if (!summoned.ok) throw new Error(summoned.rejection.message);
    const st = summoned.state;
    expect(st.pending).toMatchObject({ kind: 'respond', player: 1 });
    const answer = botChoice(bot, engine, st, 1);
    expect(answer.action).toMatchObject({ type: 'activate', card: idOf(st, 'Trap Hole') });
    const after = engine.apply(st, answer.action);
    if (!after.ok) throw new Error(after.rejection.message);
    expect(after.state.cards[idOf(st, 'Summoned Skull')]!.location).toBe('graveyard');
  });

  it('1,000 seeded bot-vs-bot duels between the Starter Decks all finish', () => {
    const r = runLeague({ duels: 1000, seed: 'vitest-league' });
    expect(r.duels).toBe(1000);
    expect(r.avgTurns).toBeGreaterThan(3);
    expect(Object.values(r.byDeck).reduce((t, d) => t + d.played, 0)).toBe(2000);
    expect(Object.values(r.byDeck).reduce((t, d) => t + d.won, 0) + r.draws).toBe(1000);
  }, 120_000);
});
