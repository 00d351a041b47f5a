/** Forbidden Dress (96864811): a face-up monster loses 600 ATK but cannot be targeted or destroyed by other card effects this turn. */
import { type CardScript, FACE_UP_MONSTER_TARGET, faceUpMonster, spellActivation } from '../facade.js';

export const forbiddenDress: CardScript = {
  passcode: 96864811,
  effects: [
    spellActivation({
      // Target 1 face-up monster on the field; until the end of this turn it loses 600 ATK, but cannot be targeted or destroyed by other card effects.
      categories: ['stat-change'],
      damageStep: true,
      targets: [FACE_UP_MONSTER_TARGET],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !faceUpMonster(r.state, target)) return;
        r.changeStats(target, -600, 0);
        r.addEffect('cannot-be-targeted', r.cardAffected(target), null);
        r.addEffect('cannot-be-destroyed-by-effects', r.cardAffected(target), null);
      },
    }),
  ],
};
