/**
 * One world a player cannot tell from the real one, for a search that must never see hidden
 * cards (the strong bot, src/bot/search.ts). Like a fork's new deal (redeal.ts), both Decks
 * are shuffled below any top cards whose place the player knows, and what the player saw
 * stays put. Unlike it, the opponent's unseen cards (hand, Deck, Set cards) are not the
 * opponent's real cards reordered: they are drawn from a `prior` the player supplies (its own
 * deck list), so not even which cards the opponent holds reaches the sample. A Set card is
 * drawn as one that could have been Set the same way when the prior has one.
 *
 * Pure and deterministic: the same public state, knowledge, seed and prior give the same
 * world, whatever the opponent's hidden cards really are.
 */
import { couldBeSetAs, dealtState, isSetOnField, shuffleBelowKnownTop, type Knowledge } from './redeal.js';
import { nextInt, seedPrng, shuffleInPlace, type PrngState } from './prng.js';
import type { DuelState, PlayerId } from './types.js';

/** Draws codes from the prior, shuffled, starting again when it runs out (an opponent may hold more cards than the prior lists). */
function drawer(prior: readonly number[], prng: PrngState): (fits: (code: number) => boolean) => number {
  let bag: number[] = [];
  return (fits) => {
    if (bag.length === 0) {
      bag = [...prior];
      shuffleInPlace(prng, bag);
    }
    const at = bag.findIndex(fits);
    return bag.splice(at >= 0 ? at : nextInt(prng, bag.length), 1)[0]!;
  };
}

export function sampleWorld(state: DuelState, viewer: PlayerId, known: Knowledge, seed: string, prior: readonly number[]): DuelState {
  const prng = seedPrng(`world:${seed}`);
  const codes = prior.filter((code) => state.catalog[code] !== undefined);
  if (codes.length === 0) throw new Error('sampleWorld: the prior names no card of this duel');
  const draw = drawer(codes, prng);
  const seen = new Set(known.seen);
  const opponent: PlayerId = viewer === 0 ? 1 : 0;
  const passcodes = new Map<number, number>();
  for (const card of state.cards) {
    if (card.owner !== opponent || card.controller !== opponent || !isSetOnField(card) || seen.has(card.id)) continue;
    const was = state.catalog[card.passcode]!;
    passcodes.set(card.id, draw((code) => couldBeSetAs(card, was, state.catalog[code]!)));
  }
  // Ids in a fixed order, not the real order of a hidden hand or Deck, so that order cannot steer the sample.
  for (const id of [...state.players[opponent].hand].sort((a, b) => a - b)) if (!seen.has(id)) passcodes.set(id, draw(() => true));
  const decks = shuffleBelowKnownTop(state, known, prng, (owner, free) => {
    if (owner === opponent) for (const id of free) if (!seen.has(id)) passcodes.set(id, draw(() => true));
  }, 'id');
  return dealtState(state, seed, seedPrng(`world-play:${seed}`), decks, passcodes);
}
