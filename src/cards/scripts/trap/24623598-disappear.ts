/** Disappear (24623598): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, trapActivation } from '../facade.js';

export const disappear: CardScript = {
  // Disappear: target 1 card in your opponent's Graveyard; banish it.
  passcode: 24623598,
  effects: [
    trapActivation({
      categories: ['banish'],
      targets: [{ what: "card in your opponent's Graveyard", min: 1, max: 1, from: ['graveyard'], side: 'opponent' }],
      resolve: (r) => r.banish(r.targets(0)),
    }),
  ],
};
