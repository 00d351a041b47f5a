/** Firebird (87473172): each time a Winged Beast-Type monster its controller controls is destroyed, it gains 500 ATK. */
import { type CardScript, gainsAtkOn, monsterDestroyed, raceIs } from '../facade.js';

export const firebird: CardScript = {
  passcode: 87473172,
  effects: [gainsAtkOn('this card gains 500 ATK', 500, monsterDestroyed(raceIs('Winged Beast'), 'own'))],
};
