/** Mind Haxorz (75392615): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, faceDownCardsOf, opponentOf, seeOpponentsHiddenCards, trapActivation } from '../facade.js';

// Mind Haxorz: pay 500 LP; look at your opponent's hand and every face-down card they have on the field.
export const mindHaxorz: CardScript = {
  passcode: 75392615,
  effects: [
    trapActivation({
      categories: [],
      cost: { lp: 500 },
      condition: (q) => {
        const opponent = opponentOf(q.player);
        return q.state.players[opponent].hand.length > 0 || faceDownCardsOf(q.state, opponent).length > 0;
      },
      resolve: (r) => seeOpponentsHiddenCards(r, true),
    }),
  ],
};
