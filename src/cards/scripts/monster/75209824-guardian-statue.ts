/** Guardian Statue (75209824): once per turn it may turn face-down; when Flip Summoned, 1 of the opponent's monsters returns to the hand. */
import { type CardScript, hideAndBounceOnFlipSummon } from '../facade.js';

export const guardianStatue: CardScript = hideAndBounceOnFlipSummon(75209824);
