/** Hallowed Life Barrier (88789641): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, trapActivation } from '../facade.js';

export const hallowedLifeBarrier: CardScript = {
  // Hallowed Life Barrier: discard 1 card; you take no damage, battle or effect, for the rest of this turn.
  passcode: 88789641,
  effects: [
    trapActivation({
      cost: { discard: 1 },
      resolve: (r) => {
        r.addEffect('no-battle-damage', { player: r.player }, null);
        r.addEffect('no-effect-damage', { player: r.player }, null);
      },
    }),
  ],
};
