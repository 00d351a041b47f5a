/** Hane-Hane (7089711): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript } from '../facade.js';

export const haneHane: CardScript = {
  passcode: 7089711,
  effects: [
    {
      id: 'flip',
      kind: 'flip',
      label: 'return 1 monster to the hand',
      categories: ['to-hand'],
      targets: [{ what: 'monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', includeSelf: true }],
      resolve: (r) => {
        r.returnToHand(r.targets(0));
      },
    },
  ],
};
