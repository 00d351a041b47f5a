/** Penumbral Soldier Lady (64751286): battling a LIGHT monster (attacking or attacked), it gains 1000 ATK during damage calculation only. */
import { type CardScript, faceUpOfAttribute, gainsDuringDamageCalculation } from '../facade.js';

export const penumbralSoldierLady: CardScript = {
  passcode: 64751286,
  continuous: [gainsDuringDamageCalculation(1000, 'battles', faceUpOfAttribute('LIGHT'))],
};
