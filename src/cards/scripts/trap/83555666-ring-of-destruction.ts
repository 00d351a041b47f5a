/** Ring of Destruction (83555666): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, currentAtk, faceUpMonster, trapActivation } from '../facade.js';

export const ringOfDestruction: CardScript = {
  // Ring of Destruction, as printed in 2005: target 1 face-up monster; destroy it, and both
  // players take damage equal to its ATK (on either player's turn, at any LP).
  passcode: 83555666,
  effects: [
    trapActivation({
      categories: ['destroy-monster', 'damage'],
      targets: [{ what: 'face-up monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !faceUpMonster(r.state, target)) return;
        // Its ATK as it stood on the field, read before it is destroyed.
        const atk = currentAtk(r.state, r.ctx, target);
        if (r.destroy([target]).length > 0) r.damageBoth(atk);
      },
    }),
  ],
};
