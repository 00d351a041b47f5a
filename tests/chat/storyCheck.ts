/**
 * Shared by storyOrder.test.ts (a short run in `npm test`) and storyOrder.long.test.ts
 * (200 duels, `npm run test:long`). The story in order, over whole duels played through the session offline: every event the
 * engine recorded reaches the chat, in the order it happened, and the narration tells every
 * attack and every Life Point change after the event and before the next turn begins.
 */
import { expect } from 'vitest';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import type { SessionChunk } from '../../src/chat/session.js';
import { toViewOptions } from '../../src/engine/viewIds.js';
import type { DuelEvent } from '../../src/engine/types.js';
import { collect, config, deck, engine, session } from './helpers.js';

const STARTERS = ['starter-yugi', 'starter-kaiba', 'starter-joey', 'starter-pegasus'].map((name) => deck(name));
const human = createHeuristicBot();
/** The words an attack clause of the offline narration opens with. */
const ATTACK_WORDS = /\b(?:attacks|charges|swings at|goes straight for)\b/g;
const LP_EVENTS = new Set(['battle-damage', 'effect-damage', 'lp-cost', 'lp-gain']);
/** Words a player should never meet in the chat: option ids, error codes, commands quoted back. */
const DEVELOPER_TEXT = /\b(?:choose|summon|attack|set|activate):\w|\bcode [A-Z_]{3,}|details:|Done: "/;

async function playDuel(n: number): Promise<{ chunks: SessionChunk[]; recorded: DuelEvent[] }> {
  const decks: [typeof STARTERS[0], typeof STARTERS[0]] = [STARTERS[n % 4]!, STARTERS[(n + 1 + (n >> 2)) % 4]!];
  const s = session({ config: config(`story-${n}`, (n % 2) as 0 | 1, decks) });
  const chunks = await collect(s.open());
  for (let i = 0; i < 1500 && !s.state.result; i++) {
    const options = s.legalOptions();
    const chosen = human.choose(s.view(), toViewOptions(s.state, engine.legalActions(s.state), s.human));
    chunks.push(...(await collect(s.act(options.find((o) => o.id === chosen.id)!.id))));
  }
  expect(s.state.result, `duel ${n} finished`).not.toBeNull();
  const recorded: DuelEvent[] = [];
  for (let step = 0; step <= s.steps.length; step++) recorded.push(...s.seenAt(step).events);
  return { chunks, recorded };
}

/** The narrations (one per message: its chunks follow one another) with the position of their first chunk. */
function narrations(chunks: readonly SessionChunk[]): { at: number; text: string }[] {
  const out: { at: number; text: string }[] = [];
  chunks.forEach((c, at) => {
    if (c.type !== 'text' || c.role !== 'narration') return;
    const prev = chunks[at - 1];
    if (prev?.type === 'text' && prev.role === 'narration' && prev.message === c.message) out.at(-1)!.text += c.text;
    else out.push({ at, text: c.text });
  });
  return out;
}

function checkStory(n: number, chunks: readonly SessionChunk[], recorded: readonly DuelEvent[]): void {
  // Every event, once, in the engine's order.
  const shown = chunks.flatMap((c) => (c.type === 'event' ? [c.event] : []));
  expect(shown, `duel ${n}: the events in the chat`).toEqual(recorded);
  const told = narrations(chunks);
  // The chunks cut into turns: a narration belongs to the turn it is shown in.
  const turnStarts = chunks.flatMap((c, at) => (c.type === 'event' && c.event.type === 'turn' ? [at] : []));
  const turnEnd = (at: number): number => turnStarts.find((t) => t > at) ?? chunks.length;
  const used = new Map<number, number>();
  chunks.forEach((c, at) => {
    if (c.type !== 'event') return;
    const e = c.event;
    const later = told.filter((t) => t.at > at && t.at < turnEnd(at));
    if (e.type === 'attack') {
      // Each attack takes one attack clause of a narration after it, in the same turn.
      const free = later.find((t) => (t.text.match(ATTACK_WORDS)?.length ?? 0) > (used.get(t.at) ?? 0));
      expect(free, `duel ${n}: the attack at chunk ${at} is narrated`).toBeDefined();
      used.set(free!.at, (used.get(free!.at) ?? 0) + 1);
    }
    if (LP_EVENTS.has(e.type)) {
      const lp = (e as { lp: number }).lp;
      expect(later.some((t) => t.text.includes(String(lp))), `duel ${n}: the LP change to ${lp} at chunk ${at} is narrated`).toBe(true);
    }
  });
  for (const c of chunks) if (c.type === 'text') expect(c.text, `duel ${n}`).not.toMatch(DEVELOPER_TEXT);
  for (const t of told) expect(t.text, `duel ${n}`).not.toMatch(/a little more happens|goes on a bit/);
}

/** Plays `duels` duels and checks each; returns how many attacks and LP changes were checked. */
export async function checkStories(duels: number, first = 0): Promise<{ attacks: number; lpChanges: number }> {
  let attacks = 0;
  let lpChanges = 0;
  for (let n = first; n < first + duels; n++) {
    const { chunks, recorded } = await playDuel(n);
    checkStory(n, chunks, recorded);
    attacks += recorded.filter((e) => e.type === 'attack').length;
    lpChanges += recorded.filter((e) => LP_EVENTS.has(e.type)).length;
  }
  return { attacks, lpChanges };
}
