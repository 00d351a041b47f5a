/** Phoenix Wing Wind Blast (63356631): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, trapActivation } from '../facade.js';

export const phoenixWingWindBlast: CardScript = {
  // Phoenix Wing Wind Blast: discard 1 card, then target 1 card your opponent controls; put it on top of its owner's Deck.
  passcode: 63356631,
  effects: [
    trapActivation({
      categories: ['to-hand'],
      cost: { discard: 1 },
      targets: [{ what: 'card your opponent controls', min: 1, max: 1, from: ['field'], side: 'opponent' }],
      resolve: (r) => void r.returnToDeck(r.targets(0), 'top'),
    }),
  ],
};
