/** Special Hurricane (42598242): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, destroyAllMonsters, spellActivation } from '../facade.js';

// Special Hurricane: discard 1 card (cost); destroy every Special Summoned monster on the field.
export const specialHurricane: CardScript = {
  passcode: 42598242,
  effects: [spellActivation({ cost: { discard: 1 }, ...destroyAllMonsters('both', (state, id) => state.cards[id]!.arrival === 'special') })],
};
