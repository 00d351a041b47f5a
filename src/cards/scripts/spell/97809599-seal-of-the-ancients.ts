/** Seal of the Ancients (97809599): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, faceDownCardsOf, opponentOf, seeOpponentsHiddenCards, spellActivation } from '../facade.js';

// Seal of the Ancients: pay 1000 LP; look at every face-down card your opponent has on the field.
export const sealOfTheAncients: CardScript = {
  passcode: 97809599,
  effects: [
    spellActivation({
      categories: [],
      cost: { lp: 1000 },
      condition: (q) => faceDownCardsOf(q.state, opponentOf(q.player)).length > 0,
      resolve: (r) => seeOpponentsHiddenCards(r, false),
    }),
  ],
};
