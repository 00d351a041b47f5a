/**
 * Narration never states a Life Point figure or a card the engine did not produce, and
 * never names a card hidden from the human: model text with a wrong number or an invented
 * or hidden card is regenerated once, then replaced by the template; correct text passes.
 */
import { describe, expect, it } from 'vitest';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { botChoice } from '../../src/bot/types.js';
import { canSee } from '../../src/engine/text/describe.js';
import type { DuelState, PlayerId } from '../../src/engine/types.js';
import { numbersInView, namesInView } from '../../src/llm/compactBoard.js';
import { describeBatch, type EventLine } from '../../src/engine/text/eventBatch.js';
import { checkText, factsFor, narrate, templateNarration, type Vocabulary } from '../../src/llm/narrator.js';
import { loadDefaultPersona } from '../../src/llm/persona.js';
import { allText, collect, config, db, disjoint, disjointDecks, engine, messages, namedIn, playOut, ScriptedModel, session } from './helpers.js';

const persona = loadDefaultPersona();
const vocabulary: Vocabulary = { cardNames: db.all().map((c) => c.name), people: ['Kip', 'Duelist'] };
const bot = createHeuristicBot();
const SEED = 'narr-1';

/** Player 0 summons a monster and ends the turn; the bot (player 1) plays its turn by the heuristic. */
function botStretch(seed: string): { state: DuelState; lines: EventLine[]; lpBefore: number[] } {
  const start = engine.newDuel(config(seed, 0, disjointDecks()));
  if (!start.ok) throw new Error('duel');
  let state = start.state;
  const step = (id: string): EventLine[] => {
    const option = engine.legalActions(state).find((o) => o.id === id)!;
    const r = engine.apply(state, option.action);
    if (!r.ok) throw new Error(r.rejection.message);
    state = r.state;
    return describeBatch(state, r.events, 0);
  };
  const summon = engine.legalActions(state).find((o) => o.id.startsWith('summon:') && !o.id.includes(':t'))!;
  step(summon.id);
  // The first player cannot battle on turn 1: with the Normal Summon used, the engine ends the turn itself.
  if (state.pending?.player === 0) step('end-turn');
  const lpBefore = [state.players[0].lp, state.players[1].lp];
  const lines: EventLine[] = [];
  while (!state.result && state.pending?.player === 1) lines.push(...step(botChoice(bot, engine, state, 1).id));
  return { state, lines, lpBefore };
}

/** Names of every card `viewer` can see. */
function visibleNames(state: DuelState, viewer: PlayerId): string[] {
  return [...new Set(state.cards.filter((c) => canSee(state, c.id, viewer)).map((c) => state.catalog[c.passcode]!.name))];
}

/** Names of cards of `owner` that `viewer` cannot see and no visible card shares. */
function hiddenNames(state: DuelState, owner: PlayerId, viewer: PlayerId): string[] {
  const visible = new Set(state.cards.filter((c) => canSee(state, c.id, viewer)).map((c) => state.catalog[c.passcode]!.name));
  return [...new Set(state.cards.filter((c) => c.owner === owner && !canSee(state, c.id, viewer)).map((c) => state.catalog[c.passcode]!.name))].filter(
    (n) => !visible.has(n),
  );
}

async function run(seed: string, texts: string[]) {
  const { state, lines, lpBefore } = botStretch(seed);
  const model = new ScriptedModel({ stream: (_r, i) => texts[Math.min(i, texts.length - 1)]! });
  const chunks: string[] = [];
  const gen = narrate({ model, persona, userName: 'Duelist', lines, actor: 'bot', botView: engine.view(state, 1), vocabulary, extraNumbers: lpBefore });
  for (;;) {
    const next = await gen.next();
    if (next.done) return { result: next.value, chunks, lines, state, model, template: templateNarration(lines, persona) };
    chunks.push(next.value);
  }
}

describe('narration checks', () => {
  it('passes a correct narration through sentence by sentence; a sentence with a wrong LP, an invented or a hidden card is replaced by the template', async () => {
    expect(disjoint(...disjointDecks())).toBe(true);
    const seed = SEED;
    const base = botStretch(seed);
    const damage = base.lines.find((l) => l.event.type === 'battle-damage')?.event as { amount: number; lp: number } | undefined;
    const summoned = base.lines.find((l) => l.event.type === 'normal-summon' && l.event.player === 1)!;
    const botCard = base.state.catalog[base.state.cards[(summoned.event as { card: number }).card]!.passcode]!.name;
    expect(damage).toBeDefined();
    const hidden = hiddenNames(base.state, 1, 0)[0]!;
    expect(hidden).toBeTruthy();

    // Correct: the engine's card and LP figures.
    const good = `${botCard} hit you for ${damage!.amount}. You're at ${damage!.lp} now, Duelist.`;
    const ok = await run(seed, [good]);
    expect(ok.result).toMatchObject({ source: 'model', attempts: 1, problems: [] });
    expect(ok.chunks.join('')).toBe(good);
    expect(ok.chunks.length).toBeGreaterThan(1); // streamed in pieces
    expect(ok.model.requests.map((r) => r.role)).toEqual(['narration']);
    // The prompt got only public facts: no hidden card of either player.
    const prompt = ok.model.requests[0]!.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain(botCard);
    const publicNames = visibleNames(base.state, 0).filter((n) => visibleNames(base.state, 1).includes(n));
    expect(namedIn(prompt, [...hiddenNames(base.state, 1, 0), ...hiddenNames(base.state, 0, 1)], publicNames)).toEqual([]);

    // Sentence by sentence: a right first sentence is shown; the wrong LP figure after it is replaced by the template, in one call.
    const wrongLp = await run(seed, [`${botCard} hit you for ${damage!.amount}. You're down to ${damage!.lp - 1000} LP. More to come.`]);
    expect(wrongLp.result).toMatchObject({ source: 'model', attempts: 1 });
    expect(wrongLp.result.problems[0]).toEqual([`number ${damage!.lp - 1000} is not in the facts`]);
    expect(wrongLp.chunks).toEqual([`${botCard} hit you for ${damage!.amount}. `, ` ${wrongLp.template}`]);
    expect(wrongLp.chunks.join('')).not.toContain('More to come');
    expect(wrongLp.model.requests).toHaveLength(1);

    // An invented card, a made-up name, a hidden card of the bot's hand, data instead of prose: the template, never a second call.
    for (const text of ['Blue-Eyes White Dragon is coming for you.', 'The Crimson Doom Dragon wakes up.', `Wait till you meet my ${hidden}.`, '{"narration": "ok"}']) {
      const r = await run(seed, [text]);
      expect(r.result.source, text).toBe('template');
      expect(r.result.attempts).toBe(1);
      expect(r.chunks.join('')).toBe(r.template);
    }

    // The template: the human's own lines, the bot by name, and it passes the same check.
    expect(ok.template).toContain(`Kip Normal Summoned ${botCard}`);
    expect(ok.template).toContain(`(${damage!.lp} LP left)`);
    const humanFacts = factsFor(base.lines.map((l) => l.text ?? ''), engine.view(base.state, 0), vocabulary);
    expect(checkText(ok.template, humanFacts, vocabulary)).toEqual({ ok: true, problems: [] });
    expect(namedIn(ok.template, hiddenNames(base.state, 1, 0), visibleNames(base.state, 0))).toEqual([]);
  });

  it('in a session: one streamed message per stretch, a call for the player\'s and none for the bot\'s turn; a wrong LP sentence gives the template', async () => {
    const model = new ScriptedModel({ stream: (r) => (r.role === 'narration' ? ['Ouch, ', 'that is ', '12345 damage!'] : 'ok') });
    const s = session({ config: config('narr-s', 0, disjointDecks()) }, { model });
    await collect(s.open());
    const summon = s.legalOptions().find((o) => o.id.startsWith('summon:') && !o.id.includes(':t'))!;
    const reply = await collect(s.send(`${summon.command} then end turn`));
    const narrations = messages(reply, 'narration');
    // The user's stretch, then the bot's turn told phase by phase (at least its Main Phase).
    expect(narrations.length).toBeGreaterThanOrEqual(2);
    for (const text of narrations) expect(text).not.toContain('12345');
    const ids = reply.flatMap((c) => (c.type === 'text' && c.role === 'narration' ? [c.message] : []));
    expect(new Set(ids).size).toBe(narrations.length);
    // The model's narration of the player's stretch is shown before the bot's first move.
    const firstBotEvent = reply.findIndex((c) => c.type === 'event' && c.event.type === 'turn' && c.event.player === 1);
    const firstNarration = reply.findIndex((c) => c.type === 'text' && c.role === 'narration');
    expect(firstNarration).toBeGreaterThan(-1);
    const botMoveAt = reply.findIndex((c, i) => i > firstBotEvent && c.type === 'event' && ['normal-summon', 'set-monster', 'set-spell-trap', 'activate', 'attack'].includes(c.event.type));
    if (botMoveAt > 0) expect(firstNarration).toBeLessThan(botMoveAt);
    // The bot's turn is told in offline prose beside its plan's line: no narration call of its own.
    expect(s.modelCalls.filter((r) => r.role === 'narration')).toHaveLength(1);
    // The fallback is the offline prose about the stretch (the summoned monster named), not the log line.
    const summoned = reply.find((c) => c.type === 'event' && c.event.type === 'normal-summon');
    const card = summoned?.type === 'event' && summoned.event.type === 'normal-summon' ? summoned.event.card : -1;
    expect(narrations[0]).toContain(s.state.catalog[s.state.cards[card]!.passcode]!.name);
    expect(narrations[0]).not.toContain('Normal Summoned');
    // Told in the bot's own voice: the message is Kip's, so "I summon", never "Kip summons".
    expect(narrations.slice(1).some((text) => /\b(I|my|me)\b/.test(text))).toBe(true);
    for (const text of narrations.slice(1)) expect(text).not.toMatch(/\bKip\b/);
  });

  it('offline narration over whole duels states only figures and cards of the events or the board, never a hidden card', async () => {
    for (const seed of ['narr-off-1', 'narr-off-2']) {
      const s = session({ config: config(seed, 1, disjointDecks()) });
      let checked = 0;
      const check = (chunks: Awaited<ReturnType<typeof collect>>): void => {
        const eventLines = chunks.flatMap((c) => (c.type === 'event' && c.text ? [c.text] : []));
        const view = s.view();
        const facts = factsFor(eventLines, null, vocabulary, [...numbersInView(view), 8000]);
        for (const n of namesInView(view)) facts.names.add(n);
        for (const text of messages(chunks, 'narration')) {
          expect(checkText(text, facts, vocabulary), text).toEqual({ ok: true, problems: [] });
          checked++;
        }
        const said = allText(chunks);
        expect(namedIn(said, hiddenNames(s.state, 1, 0), visibleNames(s.state, 0))).toEqual([]);
      };
      check(await collect(s.open()));
      await playOut(s, 2000, check);
      expect(s.state.result).not.toBeNull();
      expect(checked).toBeGreaterThan(5); // the player's own quiet moves (a summon, a Set) are told by their grey lines only
    }
  });
});
