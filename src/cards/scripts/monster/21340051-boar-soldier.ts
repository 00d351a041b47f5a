/** Boar Soldier (21340051): Normal Summoned, it is destroyed; while the opponent controls a monster it loses 1000 ATK. */
import { type CardScript, monstersOn, normalSummoned, opponentOfController, statsPerCount, stillFaceUpHere } from '../facade.js';

export const boarSoldier: CardScript = {
  passcode: 21340051,
  effects: [
    {
      id: 'destroy',
      kind: 'trigger',
      label: 'destroy this card (it was Normal Summoned)',
      categories: ['destroy-monster'],
      triggersOn: normalSummoned,
      resolve: (r) => {
        if (stillFaceUpHere(r)) r.destroy([r.self]);
      },
    },
  ],
  continuous: [statsPerCount((state, self) => (monstersOn(state, opponentOfController(state, self)).length > 0 ? 1 : 0), -1000)],
};
