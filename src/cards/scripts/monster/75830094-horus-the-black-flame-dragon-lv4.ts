/** Horus the Black Flame Dragon LV4 (75830094): control of it cannot switch; after a turn it destroyed a monster by battle it may level up to LV6 in the End Phase. */
import { type CardScript, levelUpAfterBattleDestruction } from '../facade.js';

export const horusTheBlackFlameDragonLv4: CardScript = {
  passcode: 75830094,
  remembersBattleDestruction: true,
  // 'control-cannot-switch': Change of Heart, Creature Swap or Snatch Steal leave it where it is.
  continuous: [{ code: 'control-cannot-switch' }],
  effects: [levelUpAfterBattleDestruction('Horus the Black Flame Dragon LV6')],
};
