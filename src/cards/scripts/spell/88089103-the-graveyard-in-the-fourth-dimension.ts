/** The Graveyard in the Fourth Dimension (88089103): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, facts, spellActivation } from '../facade.js';

export const theGraveyardInTheFourthDimension: CardScript = {
  // The Graveyard in the Fourth Dimension: target 2 of your banished monsters; shuffle them into your Deck
  // (a Fusion Monster goes back to the Fusion Deck).
  passcode: 88089103,
  effects: [
    spellActivation({
      targets: [{ what: 'banished monster of yours', min: 2, max: 2, from: ['banished'], side: 'own', filter: (q, id) => facts(q.state, id).kind === 'monster' }],
      resolve: (r) => void r.returnToDeck(r.targets(0), 'shuffle'),
    }),
  ],
};
