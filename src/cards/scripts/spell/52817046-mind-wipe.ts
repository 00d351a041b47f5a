/** Mind Wipe (52817046): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, opponentOf, spellActivation } from '../facade.js';

export const mindWipe: CardScript = {
  // Mind Wipe (Quick-Play): only while the opponent holds 1 to 3 cards. They shuffle their whole hand into the Deck,
  // then draw as many cards as they put back.
  passcode: 52817046,
  effects: [
    spellActivation({
      categories: ['draw'],
      condition: (q) => {
        const n = q.state.players[opponentOf(q.player)].hand.length;
        return n > 0 && n <= 3;
      },
      resolve: (r) => {
        const hand = [...r.state.players[r.opponent].hand];
        if (hand.length === 0) return;
        r.returnToDeck(hand, 'shuffle');
        r.draw(r.opponent, hand.length);
      },
    }),
  ],
};
