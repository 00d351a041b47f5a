/** Reload (22589918): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, spellActivation } from '../facade.js';

export const reload: CardScript = {
  // Reload (Quick-Play): shuffle every card of your hand into the Deck, then draw as many cards.
  passcode: 22589918,
  effects: [
    spellActivation({
      categories: ['draw'],
      condition: (q) => q.state.players[q.player].hand.some((id) => id !== q.self),
      resolve: (r) => {
        const hand = [...r.state.players[r.player].hand];
        if (hand.length === 0) return;
        r.returnToDeck(hand, 'shuffle');
        r.draw(r.player, hand.length);
      },
    }),
  ],
};
