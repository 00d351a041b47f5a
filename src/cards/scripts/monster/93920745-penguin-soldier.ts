/** Penguin Soldier (93920745): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript } from '../facade.js';

export const penguinSoldier: CardScript = {
  passcode: 93920745,
  effects: [
    {
      id: 'flip',
      kind: 'flip',
      label: 'return up to 2 monsters to the hand',
      categories: ['to-hand'],
      optional: true,
      targets: [{ what: 'monsters on the field', min: 1, max: 2, from: ['monsters'], side: 'both', includeSelf: true }],
      resolve: (r) => {
        r.returnToHand(r.targets(0));
      },
    },
  ],
};
