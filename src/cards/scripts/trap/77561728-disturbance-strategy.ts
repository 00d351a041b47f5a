/** Disturbance Strategy (77561728): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, opponentOf, trapActivation } from '../facade.js';

export const disturbanceStrategy: CardScript = {
  // Disturbance Strategy: your opponent shuffles their hand into the Deck, then draws as many cards as they shuffled in.
  passcode: 77561728,
  effects: [
    trapActivation({
      categories: ['draw'],
      condition: (q) => q.state.players[opponentOf(q.player)].hand.length > 0,
      resolve: (r) => {
        const hand = [...r.state.players[r.opponent].hand];
        r.returnToDeck(hand, 'shuffle');
        r.draw(r.opponent, hand.length);
      },
    }),
  ],
};
