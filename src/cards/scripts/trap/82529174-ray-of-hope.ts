/** Ray of Hope (82529174): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, facts, trapActivation } from '../facade.js';

export const rayOfHope: CardScript = {
  // Ray of Hope: target 2 LIGHT monsters in your Graveyard; shuffle them into your Deck.
  passcode: 82529174,
  effects: [
    trapActivation({
      targets: [{ what: 'LIGHT monsters in your Graveyard', min: 2, max: 2, from: ['graveyard'], side: 'own', filter: (q, id) => facts(q.state, id).kind === 'monster' && facts(q.state, id).attribute === 'LIGHT' }],
      resolve: (r) => r.returnToDeck(r.targets(0), 'shuffle'),
    }),
  ],
};
