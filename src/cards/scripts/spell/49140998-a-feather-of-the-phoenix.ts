/** A Feather of the Phoenix (49140998): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, spellActivation } from '../facade.js';

// A Feather of the Phoenix: discard 1 card (cost); target 1 card in your Graveyard; put it on top of your Deck.
export const aFeatherOfThePhoenix: CardScript = {
  passcode: 49140998,
  effects: [
    spellActivation({
      categories: [],
      cost: { discard: 1 },
      targets: [{ what: 'card in your Graveyard', min: 1, max: 1, from: ['graveyard'], side: 'own' }],
      resolve: (r) => r.returnToDeck(r.targets(0), 'top'),
    }),
  ],
};
