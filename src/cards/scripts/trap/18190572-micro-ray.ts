/** Micro Ray (18190572): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, FACE_UP_MONSTER_TARGET, isFaceUp, trapActivation } from '../facade.js';

export const microRay: CardScript = {
  // Micro Ray: target 1 face-up monster; its DEF becomes 0 until the end of the turn.
  passcode: 18190572,
  effects: [
    trapActivation({
      categories: ['stat-change'],
      damageStep: true,
      targets: [FACE_UP_MONSTER_TARGET],
      resolve: (r) => {
        for (const id of r.targets(0)) {
          if (!isFaceUp(r.state, id)) continue;
          r.addEffect('become-multiple-of-original', r.cardAffected(id), { stat: 'def', times: 0 });
          r.reportStatChange(id, 0, 0);
        }
      },
    }),
  ],
};
