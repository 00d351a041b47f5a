/** Mask of Weakness (57882509): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { ATTACKING_MONSTER, type CardScript, opponentsAttacker, trapActivation } from '../facade.js';

export const maskOfWeakness: CardScript = {
  // Mask of Weakness: when an opponent's monster declares an attack, target it; it loses 700 ATK until the end of the turn.
  passcode: 57882509,
  effects: [
    trapActivation({
      categories: ['stat-change'],
      condition: (q) => opponentsAttacker(q.state, q.player) !== null,
      targets: [ATTACKING_MONSTER],
      resolve: (r) => {
        for (const id of r.targets(0)) r.changeStats(id, -700, 0);
      },
    }),
  ],
};
