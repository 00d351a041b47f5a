/** Pikeru's Circle of Enchantment (74270067): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, trapActivation } from '../facade.js';

export const pikerusCircleOfEnchantment: CardScript = {
  // Pikeru's Circle of Enchantment: until the end of this turn, damage from card effects to its controller becomes 0.
  passcode: 74270067,
  effects: [trapActivation({ resolve: (r) => r.addEffect('no-effect-damage', { player: r.player }, null) })],
};
