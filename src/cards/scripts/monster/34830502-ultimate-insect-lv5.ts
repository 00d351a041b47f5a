/** Ultimate Insect LV5 (34830502): levels up into LV7 in its Standby Phase; summoned by a LV effect, the opponent's monsters lose 500 ATK. */
import { type CardScript, levelUpInStandby, weakenOpponentsIfLeveledUp } from '../facade.js';

export const ultimateInsectLv5: CardScript = {
  passcode: 34830502,
  remembersFlips: true,
  effects: [levelUpInStandby('Ultimate Insect LV7')],
  continuous: [weakenOpponentsIfLeveledUp(500, 0)],
};
