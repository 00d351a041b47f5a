/** Confiscation (17375316): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, lookAtHandAndPick, opponentOf, spellActivation } from '../facade.js';

// Confiscation: pay 1000 Life Points (cost); look at your opponent's hand and discard 1 card of it.
export const confiscation: CardScript = {
  passcode: 17375316,
  effects: [
    spellActivation({
      categories: [],
      cost: { lp: 1000 },
      condition: (q) => q.state.players[opponentOf(q.player)].hand.length > 0,
      resolve: (r) => {
        const picked = lookAtHandAndPick(r, r.player, r.opponent, "Discard 1 card of your opponent's hand");
        r.discard(r.opponent, picked);
      },
    }),
  ],
};
