/**
 * Opaque ids for cards a player cannot see. A card instance id follows its card
 * everywhere, so handing it to a player while the card is hidden would let them follow
 * the card into hiding (a face-up monster bounced to the hand and Set again would still
 * carry its old id). In a player's view, options and events, a card hidden from that
 * player is named by an opaque id instead:
 *
 * - it is a keyed pseudo-random function (the ChaCha20 block function) of the viewer,
 *   the instance id and the card's move count, keyed by a secret derived from the duel's
 *   seed, which never leaves the server while the duel runs; without the key the id tells
 *   nothing about the card;
 * - every move changes the card's `moves`, so a card gets a new opaque id each time it is
 *   moved into hiding (to the hand, to the Deck, Set, taken over face-down). No card
 *   today turns face-down without moving; one that does must count that as a move here
 *   (the fuzzer's hidden-id check would catch it);
 * - cards the view never lists for that player (the other hand, either Deck, the other
 *   Extra Deck) get a fresh id per mention (salted with the event number), so two events
 *   about the same hidden card cannot be linked either;
 * - opaque ids are at least OPAQUE_BASE, far above any instance id, so the two never mix.
 *
 * Everything here is deterministic: same seed and actions, same ids.
 */
import { canSee } from './text/describe.js';
import { seedPrng } from './prng.js';
import type { Action, DuelEvent, DuelState, Option, PlayerId } from './types.js';

/** Opaque ids start here; instance ids are small indexes into `state.cards`. */
export const OPAQUE_BASE = 2 ** 20;

/**
 * The first two words of the ChaCha20 block for (key, counter, nonce): a keyed PRF.
 * Written out on local variables (no arrays, no allocation): views call it per hidden card.
 */
function chacha2(key: Uint32Array, counter: number, n0: number, n1: number, n2: number): [number, number] {
  const i0 = 0x61707865, i1 = 0x3320646e;
  let x0 = i0, x1 = i1, x2 = 0x79622d32, x3 = 0x6b206574;
  let x4 = key[0]! | 0, x5 = key[1]! | 0, x6 = key[2]! | 0, x7 = key[3]! | 0;
  let x8 = key[4]! | 0, x9 = key[5]! | 0, x10 = key[6]! | 0, x11 = key[7]! | 0;
  let x12 = counter | 0, x13 = n0 | 0, x14 = n1 | 0, x15 = n2 | 0;
  for (let i = 0; i < 10; i++) {
      x0 = (x0 + x4) | 0; x12 ^= x0; x12 = (x12 << 16) | (x12 >>> 16);
      x8 = (x8 + x12) | 0; x4 ^= x8; x4 = (x4 << 12) | (x4 >>> 20);
      x0 = (x0 + x4) | 0; x12 ^= x0; x12 = (x12 << 8) | (x12 >>> 24);
      x8 = (x8 + x12) | 0; x4 ^= x8; x4 = (x4 << 7) | (x4 >>> 25);
      x1 = (x1 + x5) | 0; x13 ^= x1; x13 = (x13 << 16) | (x13 >>> 16);
      x9 = (x9 + x13) | 0; x5 ^= x9; x5 = (x5 << 12) | (x5 >>> 20);
      x1 = (x1 + x5) | 0; x13 ^= x1; x13 = (x13 << 8) | (x13 >>> 24);
      x9 = (x9 + x13) | 0; x5 ^= x9; x5 = (x5 << 7) | (x5 >>> 25);
      x2 = (x2 + x6) | 0; x14 ^= x2; x14 = (x14 << 16) | (x14 >>> 16);
      x10 = (x10 + x14) | 0; x6 ^= x10; x6 = (x6 << 12) | (x6 >>> 20);
      x2 = (x2 + x6) | 0; x14 ^= x2; x14 = (x14 << 8) | (x14 >>> 24);
      x10 = (x10 + x14) | 0; x6 ^= x10; x6 = (x6 << 7) | (x6 >>> 25);
      x3 = (x3 + x7) | 0; x15 ^= x3; x15 = (x15 << 16) | (x15 >>> 16);
      x11 = (x11 + x15) | 0; x7 ^= x11; x7 = (x7 << 12) | (x7 >>> 20);
      x3 = (x3 + x7) | 0; x15 ^= x3; x15 = (x15 << 8) | (x15 >>> 24);
      x11 = (x11 + x15) | 0; x7 ^= x11; x7 = (x7 << 7) | (x7 >>> 25);
      x0 = (x0 + x5) | 0; x15 ^= x0; x15 = (x15 << 16) | (x15 >>> 16);
      x10 = (x10 + x15) | 0; x5 ^= x10; x5 = (x5 << 12) | (x5 >>> 20);
      x0 = (x0 + x5) | 0; x15 ^= x0; x15 = (x15 << 8) | (x15 >>> 24);
      x10 = (x10 + x15) | 0; x5 ^= x10; x5 = (x5 << 7) | (x5 >>> 25);
      x1 = (x1 + x6) | 0; x12 ^= x1; x12 = (x12 << 16) | (x12 >>> 16);
      x11 = (x11 + x12) | 0; x6 ^= x11; x6 = (x6 << 12) | (x6 >>> 20);
      x1 = (x1 + x6) | 0; x12 ^= x1; x12 = (x12 << 8) | (x12 >>> 24);
      x11 = (x11 + x12) | 0; x6 ^= x11; x6 = (x6 << 7) | (x6 >>> 25);
      x2 = (x2 + x7) | 0; x13 ^= x2; x13 = (x13 << 16) | (x13 >>> 16);
      x8 = (x8 + x13) | 0; x7 ^= x8; x7 = (x7 << 12) | (x7 >>> 20);
      x2 = (x2 + x7) | 0; x13 ^= x2; x13 = (x13 << 8) | (x13 >>> 24);
      x8 = (x8 + x13) | 0; x7 ^= x8; x7 = (x7 << 7) | (x7 >>> 25);
      x3 = (x3 + x4) | 0; x14 ^= x3; x14 = (x14 << 16) | (x14 >>> 16);
      x9 = (x9 + x14) | 0; x4 ^= x9; x4 = (x4 << 12) | (x4 >>> 20);
      x3 = (x3 + x4) | 0; x14 ^= x3; x14 = (x14 << 8) | (x14 >>> 24);
      x9 = (x9 + x14) | 0; x4 ^= x9; x4 = (x4 << 7) | (x4 >>> 25);
  }
  return [(x0 + i0) >>> 0, (x1 + i1) >>> 0];
}

// Keys by seed: deriving one costs two seed mixes, and a server holds few duels at once.
const keys = new Map<string, Uint32Array>();

function keyFor(seed: string): Uint32Array {
  let key = keys.get(seed);
  if (!key) {
    key = Uint32Array.from([...seedPrng(`view-ids:a:${seed}`), ...seedPrng(`view-ids:b:${seed}`)]);
    if (keys.size >= 256) keys.delete(keys.keys().next().value!);
    keys.set(seed, key);
  }
  return key;
}

/** Locations whose hidden cards a view lists one by one (a face-down card keeps its id while it stays). */
const LISTED = new Set(['monster', 'extraMonster', 'spellTrap', 'field', 'graveyard', 'banished']);

/** Whether `id` names a card that `viewer` cannot see (a Token that is gone is not hidden: it is nowhere). */
export function hiddenTo(state: DuelState, id: number, viewer: PlayerId): boolean {
  const card = state.cards[id];
  return card !== undefined && card.location !== 'gone' && !canSee(state, id, viewer);
}

/**
 * The id `viewer` knows card `id` by: the instance id when they can see it, an opaque id
 * otherwise. `salt` tells mentions of an unlisted hidden card apart (the event number);
 * listed cards ignore it so a face-down monster keeps one id while it sits in its zone.
 */
export function toViewId(state: DuelState, id: number, viewer: PlayerId, salt = 0): number {
  if (id < 0 || !hiddenTo(state, id, viewer)) return id;
  const card = state.cards[id]!;
  const mention = LISTED.has(card.location) ? 0 : salt + 1;
  const [hi, lo] = chacha2(keyFor(state.seed), mention, viewer, id, card.moves);
  return OPAQUE_BASE + (hi & 0xffff) * 2 ** 32 + lo;
}

/**
 * The instance id behind an id from `viewer`'s view (a visible card's own id, or the
 * opaque id of a listed hidden card); undefined when it names nothing they were shown.
 */
export function fromViewId(state: DuelState, viewId: number, viewer: PlayerId): number | undefined {
  if (!Number.isInteger(viewId) || viewId < 0) return undefined;
  if (viewId < OPAQUE_BASE) return viewId < state.cards.length && !hiddenTo(state, viewId, viewer) ? viewId : undefined;
  for (const card of state.cards) {
    if (LISTED.has(card.location) && hiddenTo(state, card.id, viewer) && toViewId(state, card.id, viewer) === viewId) return card.id;
  }
  return undefined;
}

/** Card ids in an action (for `choose`, `pick` is a card only when the choice lists cards). */
function actionCards(state: DuelState, a: Action): number[] {
  switch (a.type) {
    case 'attack':
      return a.target === null ? [a.attacker] : [a.attacker, a.target];
    case 'normal-summon':
    case 'set-monster':
      return [a.card, ...a.tributes];
    case 'special-summon':
      return [a.card, ...a.choice];
    case 'choose': {
      const p = state.pending;
      return a.pick !== null && !(p?.kind === 'choose' && p.labels) ? [a.pick] : [];
    }
    default:
      return 'card' in a ? [a.card] : [];
  }
}

/** An action with every card hidden from `viewer` named by its opaque id. */
export function toViewAction(state: DuelState, a: Action, viewer: PlayerId, salt = 0): Action {
  const ids = actionCards(state, a);
  if (!ids.some((id) => hiddenTo(state, id, viewer))) return a;
  const v = (id: number): number => toViewId(state, id, viewer, salt);
  switch (a.type) {
    case 'attack':
      return { ...a, attacker: v(a.attacker), target: a.target === null ? null : v(a.target) };
    case 'normal-summon':
    case 'set-monster':
      return { ...a, card: v(a.card), tributes: a.tributes.map(v) };
    case 'special-summon':
      return { ...a, card: v(a.card), choice: a.choice.map(v) };
    case 'choose':
      return { ...a, pick: a.pick === null ? null : v(a.pick) };
    default:
      return 'card' in a ? { ...a, card: v(a.card) } : a;
  }
}

/**
 * Options as `viewer` may be shown them: ids and actions name hidden cards by opaque id
 * (attacking a face-down monster, choosing among hidden cards). Same order as `options`,
 * so the i-th viewed option stands for the i-th real one.
 */
export function toViewOptions(state: DuelState, options: readonly Option[], viewer: PlayerId): Option[] {
  return options.map((o) => {
    const hidden = actionCards(state, o.action).filter((id) => hiddenTo(state, id, viewer));
    if (hidden.length === 0) return o;
    const swap = new Map(hidden.map((id) => [String(id), String(toViewId(state, id, viewer, state.eventCount))]));
    // Option ids are built from the action's ids: "attack:12:37", "ss:proc:4:7-9:a",
    // "choose:37", "summon:12:t3-37" (Tributes after a "t").
    const id = o.id
      .split(':')
      .map((seg) => {
        const t = seg.startsWith('t') && /^t\d/.test(seg) ? 't' : '';
        return t + seg.slice(t.length).split('-').map((x) => swap.get(x) ?? x).join('-');
      })
      .join(':');
    return { ...o, id, action: toViewAction(state, o.action, viewer, state.eventCount) };
  });
}

/** Card-id fields of events (`to`: the equipped monster; `by`: the battling monster; `picked`: a choice's cards). */
export const EVENT_CARD_KEYS = ['card', 'attacker', 'target', 'to', 'by'] as const;
export const EVENT_CARD_LISTS = ['cards', 'targets', 'picked'] as const;

/**
 * Events as `viewer` may be given them, each card named by the id it has in `viewer`'s
 * view of `after` (the state right after these events). Cards of unlisted places get a
 * fresh id per event, so mentions of one hidden card in two events do not match.
 */
export function toViewEventIds(after: DuelState, events: readonly DuelEvent[], viewer: PlayerId): DuelEvent[] {
  return events.map((e) => {
    const rec = e as unknown as Record<string, unknown>;
    let out: Record<string, unknown> | null = null;
    const v = (id: number): number => toViewId(after, id, viewer, e.n);
    for (const k of EVENT_CARD_KEYS) {
      const id = rec[k];
      if (typeof id !== 'number' || v(id) === id) continue;
      out ??= { ...rec };
      out[k] = v(id);
    }
    for (const k of EVENT_CARD_LISTS) {
      const ids = rec[k];
      if (!Array.isArray(ids) || !ids.some((id) => typeof id === 'number' && v(id) !== id)) continue;
      out ??= { ...rec };
      out[k] = ids.map((id: number) => v(id));
    }
    return (out ?? e) as DuelEvent;
  });
}

/** The real option behind an option id `viewer` was shown (`toViewOptions`), if it is still listed. */
export function fromViewOption(state: DuelState, options: readonly Option[], viewer: PlayerId, viewedId: string): Option | undefined {
  const at = toViewOptions(state, options, viewer).findIndex((o) => o.id === viewedId);
  return at < 0 ? undefined : options[at];
}
