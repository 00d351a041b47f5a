/** Giant Rat (97017120): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { attributeIs, type CardScript, recruitOnBattleDestroyed, withAtkAtMost } from '../facade.js';

export const giantRat: CardScript = {
  passcode: 97017120,
  effects: [recruitOnBattleDestroyed('1 EARTH monster with 1500 or less ATK', withAtkAtMost(1500, attributeIs('EARTH')))],
};
