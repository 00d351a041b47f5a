/** Crass Clown (93889755): when it is changed from face-up Defense to Attack Position, return 1 monster the opponent controls to the hand. */
import { type CardScript, changedPosition } from '../facade.js';

export const crassClown: CardScript = {
  passcode: 93889755,
  effects: [
    {
      id: 'bounce',
      kind: 'trigger',
      label: "return 1 monster your opponent controls to its owner's hand",
      categories: ['to-hand'],
      triggersOn: changedPosition('defense', 'attack'),
      targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
      resolve: (r) => void r.returnToHand(r.targets(0)),
    },
  ],
};
