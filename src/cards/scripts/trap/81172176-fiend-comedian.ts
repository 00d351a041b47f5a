/** Fiend Comedian (81172176): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, opponentOf, trapActivation } from '../facade.js';

export const fiendComedian: CardScript = {
  // Fiend Comedian: toss a coin. Heads: banish every card in your opponent's Graveyard. Tails: send as many cards
  // from the top of your Deck to the Graveyard as there are cards in your opponent's Graveyard.
  passcode: 81172176,
  effects: [
    trapActivation({
      categories: ['banish'],
      condition: (q) => q.state.players[opponentOf(q.player)].graveyard.length > 0,
      resolve: (r) => {
        const theirs = [...r.state.players[r.opponent].graveyard];
        if (r.coin() === 'heads') r.banish(theirs);
        else r.sendToGraveyard(r.state.players[r.player].deck.slice(0, theirs.length));
      },
    }),
  ],
};
