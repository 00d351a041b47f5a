/** Sasuke Samurai (16222645): destroys a face-down Defense Position monster it attacks, unflipped and without damage calculation. */
import { type CardScript, destroyWithoutDamageCalculation, faceDownDefense } from '../facade.js';

export const sasukeSamurai: CardScript = {
  passcode: 16222645,
  // At the start of the Damage Step (2005 Damage Step), before the target would be turned face-up.
  effects: [destroyWithoutDamageCalculation('destroy the face-down Defense Position monster it attacks, without flipping it or damage calculation', faceDownDefense)],
};
