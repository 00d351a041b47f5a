/** Blade Rabbit (58268433): when it is changed from face-up Attack to Defense Position, destroy 1 monster the opponent controls. */
import { type CardScript, changedPosition } from '../facade.js';

export const bladeRabbit: CardScript = {
  passcode: 58268433,
  effects: [
    {
      id: 'destroy',
      kind: 'trigger',
      label: 'destroy 1 monster your opponent controls',
      categories: ['destroy-monster'],
      triggersOn: changedPosition('attack', 'defense'),
      targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
      resolve: (r) => void r.destroy(r.targets(0)),
    },
  ],
};
