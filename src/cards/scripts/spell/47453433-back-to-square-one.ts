/** Back to Square One (47453433): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, spellActivation } from '../facade.js';

// Back to Square One: discard 1 card (cost); target 1 monster on the field; put it on top of its owner's Deck.
export const backToSquareOne: CardScript = {
  passcode: 47453433,
  effects: [
    spellActivation({
      categories: [],
      cost: { discard: 1 },
      targets: [{ what: 'monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both' }],
      resolve: (r) => r.returnToDeck(r.targets(0), 'top'),
    }),
  ],
};
