/** Limiter Removal (23171610): every face-up Machine-Type monster its controller controls doubles its ATK; the rules destroy those monsters in this turn's End Phase. */
import { type CardScript, currentAtk, facts, faceUpMonsters, spellActivation } from '../facade.js';

const machinesOf = (r: { state: Parameters<typeof faceUpMonsters>[0]; player: 0 | 1 }): number[] =>
  faceUpMonsters(r.state, r.player).filter((id) => facts(r.state, id).race === 'Machine');

export const limiterRemoval: CardScript = {
  passcode: 23171610,
  effects: [
    spellActivation({
      categories: ['stat-change'],
      // It changes ATK directly, so it may be activated in the Damage Step (until damage calculation).
      damageStep: true,
      condition: (q) => machinesOf(q).length > 0,
      resolve: (r) => {
        for (const id of machinesOf(r)) {
          r.changeStats(id, currentAtk(r.state, r.ctx, id), 0);
          r.addEffect('destroy-in-end-phase-of-turn', r.cardAffected(id), r.state.turn, 'permanent');
        }
      },
    }),
  ],
};
