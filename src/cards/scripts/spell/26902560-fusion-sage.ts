/** Fusion Sage (26902560): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, spellActivation } from '../facade.js';

export const fusionSage: CardScript = {
  // Add 1 "Polymerization" from the Deck to the hand. As played in 2005 (GOAT) it may be activated even with no
  // "Polymerization" left in the Deck (the search then finds nothing).
  passcode: 26902560,
  effects: [spellActivation({ categories: ['search'], resolve: (r) => void r.search(r.player, (f) => f.name === 'Polymerization', 'Add 1 "Polymerization" from your Deck to your hand') })],
};
