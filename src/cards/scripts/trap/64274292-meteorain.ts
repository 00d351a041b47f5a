/** Meteorain (64274292): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, trapActivation } from '../facade.js';

export const meteorain: CardScript = {
  // Meteorain: this turn, when a monster you control attacks a Defense Position monster whose DEF is lower than its ATK, it inflicts the difference as battle damage.
  passcode: 64274292,
  effects: [trapActivation({ resolve: (r) => r.addEffect('piercing', { monstersOf: r.player }, null) })],
};
