/** Boar Soldier (21340051): Normal Summoned, it is destroyed; while the opponent controls a monster it loses 1000 ATK. */
import { type CardScript, DESTROYED_WHEN_NORMAL_SUMMONED, monstersOn, opponentOfController, statsPerCount } from '../facade.js';

export const boarSoldier: CardScript = {
  passcode: 21340051,
  effects: [DESTROYED_WHEN_NORMAL_SUMMONED],
  continuous: [statsPerCount((state, self) => (monstersOn(state, opponentOfController(state, self)).length > 0 ? 1 : 0), -1000)],
};
