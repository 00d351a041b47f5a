/** Spellbook Organization (96677818): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, reorderDeckTop, spellActivation } from '../facade.js';

// Spellbook Organization (Quick-Play): look at the top 3 cards of your Deck and put them back on top in any order.
export const spellbookOrganization: CardScript = {
  passcode: 96677818,
  effects: [
    spellActivation({
      categories: [],
      condition: (q) => q.state.players[q.player].deck.length >= 3,
      resolve: (r) => reorderDeckTop(r, 3, 'Spellbook Organization'),
    }),
  ],
};
