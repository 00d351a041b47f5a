/** Mystic Swordsman LV2 (47507260): destroys a face-down Defense Position monster it attacks unflipped; levels up after a battle win. */
import { type CardScript, destroyWithoutDamageCalculation, faceDownDefense, levelUpAfterBattleDestruction } from '../facade.js';

export const mysticSwordsmanLv2: CardScript = {
  passcode: 47507260,
  remembersBattleDestruction: true,
  effects: [
    // At the start of the Damage Step (2005 Damage Step), before the target would be turned face-up.
    destroyWithoutDamageCalculation('destroy the face-down Defense Position monster it attacks, without flipping it or damage calculation', faceDownDefense),
    // Only a monster destroyed by battle counts, not one its own effect destroyed.
    levelUpAfterBattleDestruction('Mystic Swordsman LV4'),
  ],
};
