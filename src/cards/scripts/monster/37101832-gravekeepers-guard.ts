/** Gravekeeper's Guard (37101832): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript } from '../facade.js';

export const gravekeepersGuard: CardScript = {
  passcode: 37101832,
  effects: [
    {
      id: 'flip',
      kind: 'flip',
      label: "return 1 of your opponent's monsters to its owner's hand",
      categories: ['to-hand'],
      targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
      resolve: (r) => void r.returnToHand(r.targets(0)),
    },
  ],
};
