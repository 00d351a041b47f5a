/** Card of Sanctity (42664989): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, opponentOf, spellActivation } from '../facade.js';

// Card of Sanctity (April 2005 wording, before the errata): each player draws until they hold 6 cards.
export const cardOfSanctity: CardScript = {
  passcode: 42664989,
  effects: [
    spellActivation({
      categories: ['draw'],
      // The card itself may still be in its activator's hand while this is asked: it does not count.
      condition: (q) => q.state.players[q.player].hand.filter((id) => id !== q.self).length < 6 || q.state.players[opponentOf(q.player)].hand.length < 6,
      resolve: (r) => {
        for (const p of [r.player, r.opponent]) {
          const short = 6 - r.state.players[p].hand.length;
          if (short > 0) r.draw(p, short);
        }
      },
    }),
  ],
};
