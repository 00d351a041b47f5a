/** Hade-Hane (28357177): FLIP: return up to 3 monsters on the field to their owners' hands. */
import { type CardScript, flipMonster, flipReturnToHand } from '../facade.js';

export const hadeHane: CardScript = flipMonster(
  28357177,
  flipReturnToHand({ what: 'monster on the field', min: 1, max: 3, from: ['monsters'], side: 'both', includeSelf: true }, "return up to 3 monsters on the field to their owners' hands"),
);
