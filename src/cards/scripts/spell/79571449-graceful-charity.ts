/** Graceful Charity (79571449): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, spellActivation } from '../facade.js';

export const gracefulCharity: CardScript = {
  // Graceful Charity: draw 3, then discard 2 (it needs 3 cards in the Deck to be activated).
  passcode: 79571449,
  effects: [
    spellActivation({
      categories: ['draw'],
      condition: (q) => q.state.players[q.player].deck.length >= 3,
      resolve: (r) => {
        r.draw(r.player, 3);
        const hand = r.state.players[r.player].hand;
        const discard = r.choose({ player: r.player, prompt: 'Discard 2 cards for Graceful Charity', candidates: [...hand], min: 2, max: 2 });
        r.discard(r.player, discard);
      },
    }),
  ],
};
