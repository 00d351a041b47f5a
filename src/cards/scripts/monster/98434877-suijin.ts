/** Suijin (98434877): once while face-up, during damage calculation in the opponent's turn, the monster attacking it has 0 ATK for that calculation. */
import { type CardScript, zeroAttackerDuringDamageCalculation } from '../facade.js';

export const suijin: CardScript = {
  passcode: 98434877,
  effects: [zeroAttackerDuringDamageCalculation()],
};
