/** Draining Shield (43250041): when an opponent's monster declares an attack, negate it and gain LP equal to its ATK. */
import { ATTACKING_MONSTER, type CardScript, currentAtk, faceUpMonster, opponentsAttacker, trapActivation } from '../facade.js';

export const drainingShield: CardScript = {
  passcode: 43250041,
  effects: [
    trapActivation({
      categories: ['negate'],
      condition: (q) => opponentsAttacker(q.state, q.player) !== null,
      targets: [ATTACKING_MONSTER],
      resolve: (r) => {
        const [attacker] = r.targets(0);
        // Nothing to gain from a monster that left the field or whose attack already stopped.
        if (attacker === undefined || !faceUpMonster(r.state, attacker) || r.state.battle?.attacker !== attacker) return;
        const atk = currentAtk(r.state, r.ctx, attacker);
        r.negateAttack();
        r.gainLp(r.player, atk);
      },
    }),
  ],
};
