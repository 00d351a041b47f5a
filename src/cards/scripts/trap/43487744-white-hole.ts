/** White Hole (43487744): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, monstersOn, opponentActivatedNamed, trapActivation } from '../facade.js';

// White Hole: when your opponent activates "Dark Hole", your monsters are not destroyed by that Dark Hole.
export const whiteHole: CardScript = {
  passcode: 43487744,
  effects: [
    trapActivation({
      categories: [],
      condition: (q) => opponentActivatedNamed(q, 'Dark Hole') !== null,
      resolve: (r) => {
        const hole = r.state.chain[r.previousLink()];
        if (!hole) return;
        for (const id of monstersOn(r.state, r.player)) r.addEffect('cannot-be-destroyed-by', r.cardAffected(id), { card: hole.card, moves: hole.sourceMoves });
      },
    }),
  ],
};
