/** Self-Destruct Button (57585212): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, opponentOf, trapActivation } from '../facade.js';

export const selfDestructButton: CardScript = {
  // Self-Destruct Button: activate only while your opponent has 7000 or more Life Points more than you; both players' LP become 0.
  passcode: 57585212,
  effects: [
    trapActivation({
      categories: ['damage'],
      condition: (q) => q.state.players[opponentOf(q.player)].lp - q.state.players[q.player].lp >= 7000,
      resolve: (r) => r.damageBoth(Math.max(r.state.players[0].lp, r.state.players[1].lp)),
    }),
  ],
};
