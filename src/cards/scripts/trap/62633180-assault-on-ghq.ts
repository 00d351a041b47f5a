/** Assault on GHQ (62633180): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, trapActivation } from '../facade.js';

// Assault on GHQ: target 1 monster you control; destroy it, then your opponent sends the top 2 cards of their Deck to the Graveyard.
export const assaultOnGhq: CardScript = {
  passcode: 62633180,
  effects: [
    trapActivation({
      categories: ['destroy-monster'],
      targets: [{ what: 'monster you control', min: 1, max: 1, from: ['monsters'], side: 'own' }],
      resolve: (r) => {
        if (r.destroy(r.targets(0)).length === 0) return;
        r.sendToGraveyard(r.state.players[r.opponent].deck.slice(0, 2));
      },
    }),
  ],
};
