/** Absolute End (27744077): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, trapActivation } from '../facade.js';

export const absoluteEnd: CardScript = {
  // Absolute End: only in the opponent's turn. For the rest of the turn every attack of the opponent's monsters is a
  // direct attack: they may attack directly past your monsters, and none of your monsters may be chosen as an attack
  // target. An attack already declared when it resolves goes on as it was.
  passcode: 27744077,
  effects: [
    trapActivation({
      condition: (q) => q.state.turnPlayer !== q.player,
      resolve: (r) => {
        r.addEffect('can-attack-directly', { monstersOf: r.opponent }, null);
        r.addEffect('cannot-be-attacked', { monstersOf: r.player }, null);
      },
    }),
  ],
};
