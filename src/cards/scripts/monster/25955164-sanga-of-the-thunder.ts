/** Sanga of the Thunder (25955164): once while face-up, during damage calculation in the opponent's turn, the monster attacking it has 0 ATK for that calculation. */
import { type CardScript, zeroAttackerDuringDamageCalculation } from '../facade.js';

export const sangaOfTheThunder: CardScript = {
  passcode: 25955164,
  effects: [zeroAttackerDuringDamageCalculation()],
};
