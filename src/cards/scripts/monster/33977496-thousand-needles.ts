/** Thousand Needles (33977496): in Defense Position, a monster that attacks it with less ATK than its DEF is destroyed after damage calculation. */
import { type CardScript, destroyWeakerAttacker } from '../facade.js';

export const thousandNeedles: CardScript = { passcode: 33977496, effects: [destroyWeakerAttacker(true)] };
