/** Goddess of Whim (67959180): once per turn, its controller calls a coin toss: right, its ATK doubles until the end of the turn; wrong, it is halved (rounded up). */
import { callAndToss, type CardScript, currentAtk, stillFaceUpHere } from '../facade.js';

export const goddessOfWhim: CardScript = {
  passcode: 67959180,
  effects: [
    {
      id: 'toss',
      kind: 'ignition',
      label: 'call a coin toss: right doubles its ATK this turn, wrong halves it',
      categories: ['stat-change'],
      oncePerTurn: 'card',
      resolve: (r) => {
        const right = callAndToss(r);
        if (!stillFaceUpHere(r)) return;
        const atk = currentAtk(r.state, r.ctx, r.self);
        r.changeStats(r.self, right ? atk : Math.ceil(atk / 2) - atk, 0);
      },
    },
  ],
};
