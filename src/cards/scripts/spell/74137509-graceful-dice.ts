/** Graceful Dice (74137509): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, faceUpMonsters, spellActivation } from '../facade.js';

export const gracefulDice: CardScript = {
  // Graceful Dice (Quick-Play): roll a six-sided die; each face-up monster you control gains 100 times the result in ATK and
  // DEF until the end of the turn. It changes ATK directly, so it may be activated in the Damage Step.
  passcode: 74137509,
  effects: [
    spellActivation({
      categories: ['stat-change'],
      damageStep: true,
      condition: (q) => faceUpMonsters(q.state, q.player).length > 0,
      resolve: (r) => {
        const n = r.die() * 100;
        for (const id of faceUpMonsters(r.state, r.player)) r.changeStats(id, n, n);
      },
    }),
  ],
};
