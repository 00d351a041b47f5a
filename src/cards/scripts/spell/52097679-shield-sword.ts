/** Shield & Sword (52097679): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, faceUpMonsters, spellActivation } from '../facade.js';

export const shieldSword: CardScript = {
  // Shield & Sword: every monster face-up on the field now has its original ATK and DEF exchanged until the end of the turn.
  passcode: 52097679,
  effects: [
    spellActivation({
      categories: ['stat-change'],
      condition: (q) => faceUpMonsters(q.state).length > 0,
      resolve: (r) => {
        for (const id of faceUpMonsters(r.state)) {
          r.addEffect('swap-original-stats', r.cardAffected(id), null);
        }
      },
    }),
  ],
};
