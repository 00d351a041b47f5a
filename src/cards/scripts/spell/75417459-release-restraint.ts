/** Release Restraint (75417459): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, namedInHandOrDeck, nameOf, spellActivation, summonNamedFromHandOrDeck, tributeCost } from '../facade.js';

const SWORDMASTER = ['Gearfried the Swordmaster'];

// Release Restraint: Tribute 1 "Gearfried the Iron Knight" (cost); Special Summon 1 "Gearfried the Swordmaster" from your hand or Deck.
export const releaseRestraint: CardScript = {
  passcode: 75417459,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) => namedInHandOrDeck(q.state, q.ctx, q.player, SWORDMASTER, true).length > 0,
      cost: tributeCost('"Gearfried the Iron Knight"', (q, id) => nameOf(q.state, id) === 'Gearfried the Iron Knight'),
      resolve: (r) => void summonNamedFromHandOrDeck(r, SWORDMASTER, 'Release Restraint'),
    }),
  ],
};
