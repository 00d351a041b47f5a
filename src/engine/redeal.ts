/**
 * Dealing again what one player could not know. A fork of an unfinished duel (or the
 * import of one) must not let its player learn the original's hidden cards by playing the
 * copy forward, so the copy's hidden cards are dealt again from fresh randomness while
 * everything public stays the same:
 *
 * - the order of both Decks (below any top cards whose place the player knows: a card put
 *   back on top, the cards of a look at the top) is shuffled again;
 * - the opponent's cards the player has never seen (in the Deck, in the hand, Set on the
 *   field) swap identities among themselves: a Set card only takes the identity of a card
 *   that could have been Set the same way (a monster of the same Tribute bracket, a
 *   Spell or Trap, a Field Spell), so what the player saw happen stays possible;
 * - nothing the player has seen moves between places: a card they saw stays where it is
 *   (in the hand, Set), and one they saw go into a Deck stays in that Deck.
 *
 * Identities are swapped by passcode: instance ids, positions, move counts and every
 * reference to a card elsewhere in the state stay as they were. Pure and deterministic:
 * the same state, viewer, knowledge and seed give the same new state.
 */
import { showsPartialRun } from './partialRun.js';
import { canSee } from './text/describe.js';
import { nextInt, seedPrng, shuffleInPlace, type PrngState } from './prng.js';
import type { CardInstance, CardStatic, DuelEvent, DuelState, PlayerId } from './types.js';

/** What one player knows beyond the state in front of them: kept beside a state that is dealt again. */
export interface Knowledge {
  /** Instance ids of cards the player has seen at some time (face-up, in their hand, revealed, looked at). */
  seen: number[];
  /** Per Deck owner: ids of Deck cards whose place from the top the player knows (since that Deck's last shuffle). */
  knownTop: [number[], number[]];
}

/** A state a record starts from instead of a new duel (a fork dealt again), with what its player knew there. */
export interface BaseState {
  state: DuelState;
  knowledge: Knowledge;
}

export const NO_KNOWLEDGE: Knowledge = { seen: [], knownTop: [[], []] };

/**
 * `known` after `events` happened, leading to `after`: every card the player can see in
 * `after` is seen; reveals and the player's looks name cards; a card returned on top of a
 * Deck and the cards of a look at a Deck's top have a known place until that Deck is
 * shuffled.
 */
export function learn(known: Knowledge, after: DuelState, events: readonly DuelEvent[], viewer: PlayerId): Knowledge {
  const seen = new Set(known.seen);
  const top: [Set<number>, Set<number>] = [new Set(known.knownTop[0]), new Set(known.knownTop[1])];
  for (const e of events) {
    if (e.type === 'shuffle') top[e.player].clear();
    else if (e.type === 'reveal') e.cards.forEach((id) => seen.add(id));
    else if (e.type === 'look' && e.player === viewer) {
      e.cards.forEach((id) => seen.add(id));
      if (e.from === 'deck') e.cards.forEach((id) => top[e.owner].add(id));
    } else if (e.type === 'returned-to-deck') {
      const card = after.cards[e.card];
      // Only a card put on top keeps a known place: a shuffled-in one is followed by its shuffle event.
      if (card && card.location === 'deck') top[card.owner].add(e.card);
    }
  }
  for (const card of after.cards) if (canSee(after, card.id, viewer)) seen.add(card.id);
  const inDeck = (p: PlayerId) => [...top[p]].filter((id) => after.cards[id]?.location === 'deck' && after.cards[id]!.owner === p);
  return { seen: [...seen].sort((a, b) => a - b), knownTop: [inDeck(0), inDeck(1)] };
}

/** The Tribute bracket a Set monster shows by how it was Set: Level 4 or lower, 5-6, 7 or higher. */
const bracket = (level: number): number => (level <= 4 ? 0 : level <= 6 ? 1 : 2);

/** Whether a Set card in `card`'s place could be `facts` as far as its opponent can tell. */
export function couldBeSetAs(card: CardInstance, was: CardStatic, facts: CardStatic): boolean {
  if (card.location === 'monster' || card.location === 'extraMonster') {
    return facts.kind === 'monster' && facts.extraDeck === was.extraDeck && facts.normalSummonable === was.normalSummonable && bracket(facts.level) === bracket(was.level);
  }
  const isField = (f: CardStatic): boolean => f.kind === 'spell' && f.subtypes.includes('Field');
  if (card.location === 'field') return isField(facts);
  return (facts.kind === 'spell' || facts.kind === 'trap') && !isField(facts);
}

export const isSetOnField = (c: CardInstance): boolean =>
  !c.faceUp && (c.location === 'monster' || c.location === 'extraMonster' || c.location === 'spellTrap' || c.location === 'field');

/** Takes a uniformly random element out of `items` (order of the rest is kept). */
function takeRandom<T>(prng: PrngState, items: T[]): T {
  return items.splice(nextInt(prng, items.length), 1)[0]!;
}

/**
 * The opponent's unseen cards (`owner` !== viewer) swap identities: Set cards first, each
 * from the compatible passcodes left, then the rest shuffled over the hand and Deck slots.
 */
function dealUnseen(state: DuelState, owner: PlayerId, seen: ReadonlySet<number>, deckFree: readonly number[], prng: PrngState, passcodes: Map<number, number>): void {
  const pl = state.players[owner];
  const unseen = (id: number): boolean => !seen.has(id);
  const setSlots = state.cards.filter((c) => c.owner === owner && c.controller === owner && isSetOnField(c) && unseen(c.id)).map((c) => c.id);
  const handSlots = pl.hand.filter(unseen);
  const deckSlots = deckFree.filter(unseen);
  const pool = [...setSlots, ...handSlots, ...deckSlots].map((id) => state.cards[id]!.passcode);
  for (const id of setSlots) {
    const card = state.cards[id]!;
    const was = state.catalog[card.passcode]!;
    const fits = pool.map((code, i) => ({ code, i })).filter(({ code }) => couldBeSetAs(card, was, state.catalog[code]!));
    // Its own passcode is in the pool and always fits, so `fits` is never empty.
    const pick = fits[nextInt(prng, fits.length)]!;
    pool.splice(pick.i, 1);
    passcodes.set(id, pick.code);
  }
  shuffleInPlace(prng, pool);
  [...handSlots, ...deckSlots].forEach((id, i) => passcodes.set(id, pool[i]!));
}

/**
 * Whether `state` can be dealt again: not in the middle of an effect waiting on a choice,
 * whose rerun starts from values kept before it began (partialRun.ts), which a new deal
 * would not reach.
 */
export const canRedeal = (state: DuelState): boolean => !showsPartialRun(state);

/**
 * `state` with everything `viewer` could not know dealt again from `seed` (see the top of
 * this file); `known` is what the viewer learned before `state` (see `learn`). The new
 * state carries `seed` and a generator seeded from it, and an empty action log: it is the
 * start of a new record. Throws when `canRedeal` says no (a caller's bug).
 */
export function redeal(state: DuelState, viewer: PlayerId, seed: string, known: Knowledge): DuelState {
  if (!canRedeal(state)) throw new Error('a state in the middle of an effect cannot be dealt again');
  const prng = seedPrng(`redeal:${seed}`);
  const seen = new Set(known.seen);
  const passcodes = new Map<number, number>();
  const decks = shuffleBelowKnownTop(state, known, prng, (owner, free) => {
    if (owner !== viewer) dealUnseen(state, owner, seen, free, prng, passcodes);
  });
  return dealtState(state, seed, prng, decks, passcodes);
}

/**
 * Both Decks with the cards below any top cards whose place is known (`known.knownTop`)
 * shuffled; `beforeShuffle` sees each Deck's free part first (in `order`: the Deck's own, or
 * by instance id, which tells nothing about the real order).
 */
export function shuffleBelowKnownTop(
  state: DuelState,
  known: Knowledge,
  prng: PrngState,
  beforeShuffle: (owner: PlayerId, free: number[]) => void,
  order: 'deck' | 'id' = 'deck',
): number[][] {
  return ([0, 1] as const).map((owner) => {
    const deck = [...state.players[owner].deck];
    const topIds = new Set(known.knownTop[owner]);
    const fixed = deck.reduce((n, id, i) => (topIds.has(id) ? i + 1 : n), 0);
    const free = deck.slice(fixed);
    if (order === 'id') free.sort((a, b) => a - b);
    beforeShuffle(owner, free);
    shuffleInPlace(prng, free);
    return [...deck.slice(0, fixed), ...free];
  });
}

/** `state` with cards given new passcodes and the Decks given: the start of a new record, played on with `prng`. */
export function dealtState(state: DuelState, seed: string, prng: PrngState, decks: number[][], passcodes: ReadonlyMap<number, number>): DuelState {
  const cards = state.cards.map((c) => {
    const code = passcodes.get(c.id);
    return code === undefined || code === c.passcode ? c : { ...c, passcode: code };
  });
  const players = state.players.map((pl, i) => ({ ...pl, deck: decks[i]! })) as unknown as DuelState['players'];
  return { ...state, seed, prng: [...prng] as [number, number, number, number], cards, players, log: [], actionCount: 0 };
}
