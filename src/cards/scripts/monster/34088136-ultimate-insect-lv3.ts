/** Ultimate Insect LV3 (34088136): levels up into LV5 in its Standby Phase; summoned by a LV effect, the opponent's monsters lose 300 ATK. */
import { type CardScript, levelUpInStandby, weakenOpponentsIfLeveledUp } from '../facade.js';

export const ultimateInsectLv3: CardScript = {
  passcode: 34088136,
  remembersFlips: true,
  effects: [levelUpInStandby('Ultimate Insect LV5')],
  continuous: [weakenOpponentsIfLeveledUp(300, 0)],
};
