/** Mushroom Man #2 (93900406): its controller loses 300 Life Points in each of their Standby Phases; in their End Phase they may pay 500 Life Points to give control of it to the opponent. */
import { type CardScript, ownEndPhase, ownStandbyPhase, stillFaceUpHere } from '../facade.js';

export const mushroomMan2: CardScript = {
  passcode: 93900406,
  effects: [
    { id: 'drain', kind: 'trigger', label: 'you lose 300 Life Points', triggersOn: ownStandbyPhase, resolve: (r) => r.loseLp(r.player, 300) },
    {
      id: 'give',
      kind: 'trigger',
      label: 'pay 500 Life Points to give control of this card to your opponent',
      categories: ['control'],
      optional: true,
      triggersOn: ownEndPhase,
      cost: { lp: 500 },
      resolve: (r) => {
        if (stillFaceUpHere(r)) r.takeControl(r.self, r.opponent, false);
      },
    },
  ],
};
