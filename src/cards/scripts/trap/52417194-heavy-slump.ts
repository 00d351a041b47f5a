/** Heavy Slump (52417194): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, opponentOf, trapActivation } from '../facade.js';

export const heavySlump: CardScript = {
  // Heavy Slump: activate only while your opponent has 8 or more cards in hand; they shuffle their hand into the Deck, then draw 2 cards.
  passcode: 52417194,
  effects: [
    trapActivation({
      categories: ['draw'],
      condition: (q) => q.state.players[opponentOf(q.player)].hand.length >= 8,
      resolve: (r) => {
        r.returnToDeck([...r.state.players[r.opponent].hand], 'shuffle');
        r.draw(r.opponent, 2);
      },
    }),
  ],
};
