/** Miracle Dig (6343408): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, facts, spellActivation } from '../facade.js';

// Miracle Dig: activated only while 5 or more of your monsters are removed from play; target 3 of them; return them to the Graveyard.
export const miracleDig: CardScript = {
  passcode: 6343408,
  effects: [
    spellActivation({
      categories: [],
      condition: (q) => q.state.players[q.player].banished.filter((id) => facts(q.state, id).kind === 'monster').length >= 5,
      targets: [{ what: 'your removed-from-play monster', min: 3, max: 3, from: ['banished'], side: 'own', filter: (q, id) => facts(q.state, id).kind === 'monster' }],
      resolve: (r) => r.sendToGraveyard(r.targets(0)),
    }),
  ],
};
