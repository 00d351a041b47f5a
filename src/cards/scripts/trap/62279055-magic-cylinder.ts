/** Magic Cylinder (62279055): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { ATTACKING_MONSTER, type CardScript, currentAtk, faceUpMonster, opponentsAttacker, trapActivation } from '../facade.js';

export const magicCylinder: CardScript = {
  // Magic Cylinder: when an opponent's monster declares an attack, target it; negate the
  // attack, then the opponent takes damage equal to its ATK. Nothing happens if it is gone.
  passcode: 62279055,
  effects: [
    trapActivation({
      categories: ['damage'],
      condition: (q) => opponentsAttacker(q.state, q.player) !== null,
      targets: [ATTACKING_MONSTER],
      resolve: (r) => {
        const [attacker] = r.targets(0);
        if (attacker === undefined || !faceUpMonster(r.state, attacker) || r.state.battle?.attacker !== attacker) return;
        r.negateAttack();
        r.damage(r.opponent, currentAtk(r.state, r.ctx, attacker));
      },
    }),
  ],
};
