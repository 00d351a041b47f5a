/** Enraged Battle Ox (76909279): Beast, Beast-Warrior and Winged Beast monsters its controller controls inflict piercing battle damage. */
import { type CardScript, ownMonstersThat, raceIs } from '../facade.js';

export const enragedBattleOx: CardScript = {
  passcode: 76909279,
  continuous: [ownMonstersThat('piercing', raceIs('Beast', 'Beast-Warrior', 'Winged Beast'))],
};
