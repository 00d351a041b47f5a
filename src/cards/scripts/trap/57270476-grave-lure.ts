/** Grave Lure (57270476): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, opponentOf, trapActivation } from '../facade.js';

export const graveLure: CardScript = {
  // Grave Lure: look at the top card of your opponent's Deck, then send it to the Graveyard.
  passcode: 57270476,
  effects: [
    trapActivation({
      condition: (q) => q.state.players[opponentOf(q.player)].deck.length > 0,
      resolve: (r) => {
        const top = r.state.players[r.opponent].deck[0];
        if (top === undefined) return;
        r.look(r.player, [top], 'deck');
        r.sendToGraveyard([top]);
      },
    }),
  ],
};
