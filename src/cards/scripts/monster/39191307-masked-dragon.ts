/** Masked Dragon (39191307): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, raceIs, recruitOnBattleDestroyed, withAtkAtMost } from '../facade.js';

export const maskedDragon: CardScript = {
  passcode: 39191307,
  effects: [recruitOnBattleDestroyed('1 Dragon-Type monster with 1500 or less ATK', withAtkAtMost(1500, raceIs('Dragon')))],
};
