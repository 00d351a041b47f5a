/** Newdoria (4335645): destroyed by battle, it destroys 1 monster on the field. */
import { type CardScript, destroyedByBattle } from '../facade.js';

export const newdoria: CardScript = {
  passcode: 4335645,
  effects: [
    {
      id: 'destroy',
      kind: 'trigger',
      label: 'destroy 1 monster on the field',
      categories: ['destroy-monster'],
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattle,
      targets: [{ what: 'monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both' }],
      resolve: (r) => void r.destroy(r.targets(0)),
    },
  ],
};
