/** D.D. Dynamite (8628798): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, opponentOf, trapActivation } from '../facade.js';

export const ddDynamite: CardScript = {
  // D.D. Dynamite: inflict 300 damage to your opponent for each of their banished cards.
  passcode: 8628798,
  effects: [
    trapActivation({
      categories: ['damage'],
      condition: (q) => q.state.players[opponentOf(q.player)].banished.length > 0,
      resolve: (r) => r.damage(r.opponent, 300 * r.state.players[r.opponent].banished.length),
    }),
  ],
};
