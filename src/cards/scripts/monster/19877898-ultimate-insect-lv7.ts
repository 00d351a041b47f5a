/** Ultimate Insect LV7 (19877898): summoned by a LV effect, the opponent's monsters lose 700 ATK and 700 DEF. */
import { type CardScript, weakenOpponentsIfLeveledUp } from '../facade.js';

export const ultimateInsectLv7: CardScript = { passcode: 19877898, continuous: [weakenOpponentsIfLeveledUp(700, 700)] };
