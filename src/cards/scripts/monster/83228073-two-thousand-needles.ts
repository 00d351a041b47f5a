/** Two Thousand Needles (83228073): in Defense Position, a monster that attacks it with less ATK than its DEF is destroyed after damage calculation. */
import { type CardScript, destroyWeakerAttacker } from '../facade.js';

export const twoThousandNeedles: CardScript = { passcode: 83228073, effects: [destroyWeakerAttacker(true)] };
