/** Cemetary Bomb (51394546): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, opponentOf, trapActivation } from '../facade.js';

export const cemetaryBomb: CardScript = {
  // Cemetary Bomb: inflict 100 damage to your opponent for each card in their Graveyard.
  passcode: 51394546,
  effects: [
    trapActivation({
      categories: ['damage'],
      condition: (q) => q.state.players[opponentOf(q.player)].graveyard.length > 0,
      resolve: (r) => r.damage(r.opponent, 100 * r.state.players[r.opponent].graveyard.length),
    }),
  ],
};
