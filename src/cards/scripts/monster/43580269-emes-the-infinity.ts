/** Emes the Infinity (43580269): each time it destroys a monster by battle, it gains 700 ATK for as long as it stays face-up. */
import { type CardScript, destroysByBattle, stillFaceUpHere } from '../facade.js';

export const emesTheInfinity: CardScript = {
  passcode: 43580269,
  effects: [
    {
      id: 'grow',
      kind: 'trigger',
      label: 'it gains 700 ATK',
      categories: ['stat-change'],
      triggersOn: destroysByBattle,
      resolve: (r) => {
        if (stillFaceUpHere(r)) r.changeStats(r.self, 700, 0, 'permanent');
      },
    },
  ],
};
