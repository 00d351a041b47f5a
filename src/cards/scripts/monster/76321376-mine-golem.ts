/** Mine Golem (76321376): when it is destroyed by battle and sent to the Graveyard, 500 damage to the opponent. */
import { type CardScript, damageOpponent, destroyedByBattleToGraveyard } from '../facade.js';

export const mineGolem: CardScript = {
  passcode: 76321376,
  effects: [{ id: 'damage', kind: 'trigger', label: 'inflict 500 damage', triggersFrom: ['graveyard'], triggersOn: destroyedByBattleToGraveyard, ...damageOpponent(500) }],
};
