/**
 * The scenario expectations that look past the board: event details (why a card moved,
 * amounts, coin and dice results), events that must not have happened, the exact top of
 * a Deck, and what each player's view shows (hand names or counts, whether a face-down
 * card is named, the events as that player sees them). Kept apart from schema.ts and
 * run.ts so each file keeps one job; both import from here.
 */
import { z } from 'zod';
import { view, viewEvents } from '../../view.js';
import type { EngineContext } from '../../context.js';
import type { DuelEvent, DuelState, PlayerId } from '../../types.js';
import type { CardView } from '../../view.js';

type Diff = { field: string; message: string; expected?: unknown; actual?: unknown };
type NameSchema = z.ZodType<string, string>;

/** `"destroyed"`, or `{ "type": "destroyed", "card": "Battle Ox", "by": "battle" }`: every field given must match. */
export function eventMatcherSchema(cardName: NameSchema) {
  return z.union([
    z.string().min(1),
    z.strictObject({
      type: z.string().min(1),
      card: cardName.optional(),
      player: z.literal([0, 1]).optional(),
      /** Why a card moved: tribute, discard, destroyed, cost, effect, resolved, rule (sent-to-graveyard), or the discard's reason. */
      reason: z.string().optional(),
      /** Who or what destroyed it: battle, effect, rule. */
      by: z.string().optional(),
      from: z.string().optional(),
      amount: z.number().int().optional(),
      /** The Chain Link number (activate, resolve, negated). */
      link: z.number().int().min(1).optional(),
      /** LP after the change. */
      lp: z.number().int().optional(),
      /** A coin's result. */
      result: z.enum(['heads', 'tails']).optional(),
      /** A die's value. */
      value: z.number().int().min(1).max(6).optional(),
    }),
  ]);
}

export type EventMatcher = string | ({ type: string; card?: string } & Record<string, unknown>);

/** Everything a player's view must show; all optional. */
export function viewCheckSchema(cardName: NameSchema) {
  const matcher = eventMatcherSchema(cardName);
  return z.strictObject({
    /** The viewer's own hand by name, in order. */
    hand: z.array(cardName).optional(),
    /** How many cards the viewer sees in the opponent's hand (names are never shown). */
    opponentHandCount: z.number().int().nonnegative().optional(),
    deckCount: z.number().int().nonnegative().optional(),
    /** Cards on the field: is the card named in this view? (`m1`..`m5`, `s1`..`s5`, `fz`; `player` is whose zone.) */
    named: z.array(z.strictObject({ zone: z.string().regex(/^(?:m[1-5]|s[1-5]|fz)$/), player: z.literal([0, 1]), named: z.boolean() })).optional(),
    /** The step's events as this player sees them, in order (others may come in between). */
    events: z.array(matcher).optional(),
    /** The viewer never sees the drawn card of the opponent: `{"type":"draw","hiddenCard":true}` style checks use this list. */
    hiddenDraws: z.number().int().nonnegative().optional(),
  });
}

export type ViewCheck = z.output<ReturnType<typeof viewCheckSchema>>;

function nameOf(state: DuelState, id: unknown): string | null {
  if (typeof id !== 'number' || id < 0) return null;
  const card = state.cards[id];
  return card ? (state.catalog[card.passcode]?.name ?? null) : null;
}

export function eventMatches(state: DuelState, event: DuelEvent, m: EventMatcher): boolean {
  if (typeof m === 'string') return event.type === m;
  if (event.type !== m.type) return false;
  const e = event as unknown as Record<string, unknown>;
  for (const [key, want] of Object.entries(m)) {
    if (key === 'type' || want === undefined) continue;
    if (key === 'card') {
      if (nameOf(state, e.card) !== want) return false;
    } else if (e[key] !== want) return false;
  }
  return true;
}

/** Do `events` contain the matchers in this order (others may come in between)? */
export function eventsInOrder(state: DuelState, events: readonly DuelEvent[], wanted: readonly EventMatcher[]): boolean {
  let at = 0;
  for (const e of events) if (at < wanted.length && eventMatches(state, e, wanted[at]!)) at++;
  return at === wanted.length;
}

function describeEvent(state: DuelState, e: DuelEvent): string {
  const r = e as unknown as Record<string, unknown>;
  const parts = Object.entries(r)
    .filter(([k]) => k !== 'n' && k !== 'type')
    .map(([k, v]) => `${k}=${k === 'card' ? (nameOf(state, v) ?? v) : JSON.stringify(v)}`);
  return `${e.type}(${parts.join(', ')})`;
}

export function checkAbsentEvents(state: DuelState, events: readonly DuelEvent[], unwanted: readonly EventMatcher[], field = 'absent.events'): Diff[] {
  const diffs: Diff[] = [];
  for (const m of unwanted) {
    const hits = events.filter((e) => eventMatches(state, e, m));
    if (hits.length > 0) diffs.push({ field, message: `an event that must not happen did`, expected: `no ${JSON.stringify(m)}`, actual: hits.map((e) => describeEvent(state, e)) });
  }
  return diffs;
}

export function checkEventOrder(state: DuelState, events: readonly DuelEvent[], wanted: readonly EventMatcher[], field = 'events'): Diff[] {
  if (eventsInOrder(state, events, wanted)) return [];
  return [{ field, message: `the step's events do not contain these in this order`, expected: wanted, actual: events.map((e) => describeEvent(state, e)) }];
}

export function checkDeckTop(state: DuelState, p: PlayerId, top: readonly string[]): Diff[] {
  const actual = state.players[p].deck.slice(0, top.length).map((id) => nameOf(state, id));
  return JSON.stringify(actual) === JSON.stringify(top) ? [] : [{ field: `deckTop.${p}`, message: 'differs', expected: top, actual }];
}

function zoneCard(v: ReturnType<typeof view>, viewer: PlayerId, zone: string, player: PlayerId): CardView | null | undefined {
  const side = player === viewer ? v.you : v.opponent;
  if (zone === 'fz') return side.fieldZone;
  const index = Number(zone.slice(1)) - 1;
  return zone.startsWith('m') ? side.monsters[index] : side.spellTraps[index];
}

/** Compares what `viewer` is shown with the expectation. */
export function checkView(state: DuelState, ctx: EngineContext, viewer: PlayerId, want: ViewCheck, events: readonly DuelEvent[]): Diff[] {
  const diffs: Diff[] = [];
  const v = view(state, viewer, ctx);
  const compare = (field: string, expected: unknown, actual: unknown): void => {
    if (JSON.stringify(expected) !== JSON.stringify(actual)) diffs.push({ field: `views.${viewer}.${field}`, message: 'differs', expected, actual });
  };
  if (want.hand) compare('hand', want.hand, v.you.hand.map((c) => c.name ?? null));
  if (want.opponentHandCount !== undefined) {
    compare('opponentHandCount', want.opponentHandCount, v.opponent.handCount);
    if (v.opponent.hand.length > 0) diffs.push({ field: `views.${viewer}.opponentHand`, message: "the opponent's hand cards are listed in this view", actual: v.opponent.hand });
  }
  if (want.deckCount !== undefined) compare('deckCount', want.deckCount, v.you.deckCount);
  for (const n of want.named ?? []) {
    const card = zoneCard(v, viewer, n.zone, n.player);
    compare(`named(${n.zone} of player ${n.player})`, n.named, card ? card.known && card.name !== undefined : null);
  }
  const seen = viewEvents(events, viewer);
  if (want.events) diffs.push(...checkEventOrder(state, seen, want.events, `views.${viewer}.events`));
  if (want.hiddenDraws !== undefined) compare('hiddenDraws', want.hiddenDraws, seen.filter((e) => e.type === 'draw' && e.card === -1).length);
  return diffs;
}
