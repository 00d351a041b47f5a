/** Insect Soldiers of the Sky (7019529): attacking a WIND monster, it gains 1000 ATK during damage calculation only. */
import { type CardScript, faceUpOfAttribute, gainsDuringDamageCalculation } from '../facade.js';

export const insectSoldiersOfTheSky: CardScript = {
  passcode: 7019529,
  continuous: [gainsDuringDamageCalculation(1000, 'attacks', faceUpOfAttribute('WIND'))],
};
