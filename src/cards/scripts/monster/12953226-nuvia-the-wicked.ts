/** Nuvia the Wicked (12953226): Normal Summoned, it is destroyed; it loses 200 ATK for each monster the opponent controls. */
import { type CardScript, monstersOn, normalSummoned, opponentOfController, statsPerCount, stillFaceUpHere } from '../facade.js';

export const nuviaTheWicked: CardScript = {
  passcode: 12953226,
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
  continuous: [statsPerCount((state, self) => monstersOn(state, opponentOfController(state, self)).length, -200)],
};
