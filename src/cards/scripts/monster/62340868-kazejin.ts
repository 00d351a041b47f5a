/** Kazejin (62340868): once while face-up, during damage calculation in the opponent's turn, the monster attacking it has 0 ATK for that calculation. */
import { type CardScript, zeroAttackerDuringDamageCalculation } from '../facade.js';

export const kazejin: CardScript = {
  passcode: 62340868,
  effects: [zeroAttackerDuringDamageCalculation()],
};
