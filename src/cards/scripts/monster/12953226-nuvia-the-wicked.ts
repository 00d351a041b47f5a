/** Nuvia the Wicked (12953226): Normal Summoned, it is destroyed; it loses 200 ATK for each monster the opponent controls. */
import { type CardScript, DESTROYED_WHEN_NORMAL_SUMMONED, monstersOn, opponentOfController, statsPerCount } from '../facade.js';

export const nuviaTheWicked: CardScript = {
  passcode: 12953226,
  effects: [DESTROYED_WHEN_NORMAL_SUMMONED],
  continuous: [statsPerCount((state, self) => monstersOn(state, opponentOfController(state, self)).length, -200)],
};
