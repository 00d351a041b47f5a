/** Gear Golem the Moving Fortress (30190809): once per turn, in Main Phase 1, pay 800 LP: it can attack the opponent directly this turn. */
import { type CardScript, stillFaceUpHere } from '../facade.js';

export const gearGolemTheMovingFortress: CardScript = {
  passcode: 30190809,
  effects: [
    {
      id: 'direct',
      kind: 'ignition',
      label: 'pay 800 LP: it can attack directly this turn',
      oncePerTurn: 'card',
      condition: (q) => q.state.phase === 'main1',
      cost: { lp: 800 },
      resolve: (r) => {
        if (stillFaceUpHere(r)) r.addEffect('can-attack-directly', r.cardAffected(r.self), null);
      },
    },
  ],
};
