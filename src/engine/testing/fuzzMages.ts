/** The mages of a fuzzed shadow-games duel (and its tag-duel partners), drawn from the setup PRNG. */
import { nextInt, type PrngState } from '../prng.js';
import type { ShadowCombatant } from '../shadow/types.js';
import type { DeckList, DuelConfig } from '../types.js';

/** Random mages for a shadow duel: scores, Star Level, LP, a Library from the decks, and a tag duel one time in three. */
export function fuzzMages(setup: PrngState, deckA: DeckList, deckB: DeckList): Pick<DuelConfig, 'mages' | 'partners'> {
  const mage = (name: string, deck: DeckList): ShadowCombatant => {
    const mind = 1 + nextInt(setup, 8);
    const body = 1 + nextInt(setup, 6);
    const normal = 1000 * body + 1000;
    const library = deck.main.filter(() => nextInt(setup, 4) === 0);
    return { name, mind, body, power: 1 + nextInt(setup, 5), starLevel: 3 + nextInt(setup, 10), lp: normal, lpCap: 1000 * (body + mind) + 2000, library, ...(nextInt(setup, 3) === 0 ? { divine: deck.main.slice(0, 2) } : {}) };
  };
  const mages: [ShadowCombatant, ShadowCombatant] = [mage('Mage A1', deckA), mage('Mage B1', deckB)];
  if (nextInt(setup, 3) !== 0) return { mages };
  return { mages, partners: [[{ mage: mage('Mage A2', deckA), deck: deckA }], [{ mage: mage('Mage B2', deckB), deck: deckB }]] };
}
