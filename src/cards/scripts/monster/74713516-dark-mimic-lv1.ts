/** Dark Mimic LV1 (74713516): FLIP: draw 1 card; in its controller's Standby Phase it may level up into Dark Mimic LV3. */
import { type CardScript, flipEffect, levelUpInStandby } from '../facade.js';

export const darkMimicLv1: CardScript = {
  passcode: 74713516,
  remembersFlips: true,
  effects: [flipEffect({ label: 'draw 1 card', categories: ['draw'], resolve: (r) => void r.draw(r.player, 1) }), levelUpInStandby('Dark Mimic LV3')],
};
