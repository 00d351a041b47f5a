/** Soul Release (5758500): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, spellActivation } from '../facade.js';

export const soulRelease: CardScript = {
  // Soul Release: banish 1 to 5 cards from the Graveyards, targeted.
  passcode: 5758500,
  effects: [
    spellActivation({
      categories: ['banish'],
      targets: [{ what: 'card in a Graveyard', min: 1, max: 5, from: ['graveyard'], side: 'both' }],
      resolve: (r) => r.banish(r.targets(0)),
    }),
  ],
};
