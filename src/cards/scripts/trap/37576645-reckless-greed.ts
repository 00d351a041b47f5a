/** Reckless Greed (37576645): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, drawCards, trapActivation } from '../facade.js';

export const recklessGreed: CardScript = {
  // Reckless Greed: draw 2 cards; you skip your next 2 Draw Phases.
  passcode: 37576645,
  effects: [
    trapActivation({
      ...drawCards(2),
      resolve: (r) => {
        r.draw(r.player, 2);
        r.addEffect('skip-draw-phase', { player: r.player }, null, 'permanent', 2);
      },
    }),
  ],
};
