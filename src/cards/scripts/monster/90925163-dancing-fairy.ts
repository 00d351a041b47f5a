/** Dancing Fairy (90925163): in each of its controller's Standby Phases, while in face-up Defense Position, they gain 1000 LP. */
import { type CardScript, type DuelState, faceUpMonster } from '../facade.js';

const inFaceUpDefense = (state: DuelState, id: number): boolean => faceUpMonster(state, id) && state.cards[id]!.position === 'defense';

export const dancingFairy: CardScript = {
  passcode: 90925163,
  effects: [
    {
      id: 'gain',
      kind: 'trigger',
      label: 'gain 1000 LP',
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'standby' && q.state.turnPlayer === q.player && q.state.cards[q.self]!.position === 'defense',
      resolve: (r) => {
        if (r.sourceStillThere() && inFaceUpDefense(r.state, r.self)) r.gainLp(r.player, 1000);
      },
    },
  ],
};
