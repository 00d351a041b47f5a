/** The Forceful Sentry (42829885): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, lookAtHandAndPick, opponentOf, spellActivation } from '../facade.js';

export const theForcefulSentry: CardScript = {
  // The Forceful Sentry: look at the opponent's hand, pick 1 card in it and shuffle it into its owner's Deck.
  passcode: 42829885,
  effects: [
    spellActivation({
      categories: [],
      condition: (q) => q.state.players[opponentOf(q.player)].hand.length > 0,
      resolve: (r) => {
        const picked = lookAtHandAndPick(r, r.player, r.opponent, "Shuffle 1 card of your opponent's hand into their Deck");
        r.returnToDeck(picked, 'shuffle');
      },
    }),
  ],
};
