/** Ancient Telescope (17092736): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, opponentOf, spellActivation } from '../facade.js';

export const ancientTelescope: CardScript = {
  // Ancient Telescope: the activator sees the top 5 cards of the opponent's Deck (fewer if it is smaller); they stay in order.
  passcode: 17092736,
  effects: [
    spellActivation({
      condition: (q) => q.state.players[opponentOf(q.player)].deck.length > 0,
      resolve: (r) => r.look(r.player, r.state.players[r.opponent].deck.slice(0, 5), 'deck'),
    }),
  ],
};
