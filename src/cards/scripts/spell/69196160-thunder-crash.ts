/** Thunder Crash (69196160): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, monstersOn, spellActivation } from '../facade.js';

// Thunder Crash: destroy every monster you control; your opponent takes 300 damage for each one destroyed.
export const thunderCrash: CardScript = {
  passcode: 69196160,
  effects: [
    spellActivation({
      categories: ['destroy-monster', 'damage'],
      condition: (q) => monstersOn(q.state, q.player).length > 0,
      resolve: (r) => {
        const n = r.destroy(monstersOn(r.state, r.player)).length;
        if (n > 0) r.damage(r.opponent, 300 * n);
      },
    }),
  ],
};
