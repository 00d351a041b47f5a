/** Yomi Ship (51534754): destroyed by battle, it destroys the monster that destroyed it. */
import { type CardScript, strikeBackOnBattleDestruction } from '../facade.js';

export const yomiShip: CardScript = {
  passcode: 51534754,
  effects: [strikeBackOnBattleDestruction('destroy the monster that destroyed it', (r, destroyer) => void r.destroy([destroyer]), ['destroy-monster'])],
};
