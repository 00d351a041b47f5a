/** Exiled Force (74131780): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript } from '../facade.js';

export const exiledForce: CardScript = {
  passcode: 74131780,
  effects: [
    {
      id: 'destroy',
      kind: 'ignition',
      label: 'Tribute Exiled Force to destroy 1 monster on the field',
      categories: ['destroy-monster'],
      cost: { self: 'tribute' },
      targets: [{ what: 'monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both' }],
      resolve: (r) => void r.destroy(r.targets(0)),
    },
  ],
};
