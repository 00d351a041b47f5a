/** Maji-Gire Panda (60102563): each time a Beast-Type monster on the field is destroyed, it gains 500 ATK. */
import { type CardScript, gainsAtkOn, monsterDestroyed, raceIs } from '../facade.js';

export const majiGirePanda: CardScript = {
  passcode: 60102563,
  effects: [gainsAtkOn('this card gains 500 ATK', 500, monsterDestroyed(raceIs('Beast'), 'both'))],
};
