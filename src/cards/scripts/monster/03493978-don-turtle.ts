/** Don Turtle (3493978): when it is Normal or Flip Summoned, its controller may Special Summon any number of "Don Turtle" from the hand. */
import { type CardScript, normalOrFlipSummoned, summonNamedFromHandOn } from '../facade.js';

export const donTurtle: CardScript = { passcode: 3493978, effects: [summonNamedFromHandOn('Don Turtle', normalOrFlipSummoned, true)] };
