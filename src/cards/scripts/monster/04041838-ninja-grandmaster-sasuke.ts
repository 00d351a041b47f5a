/** Ninja Grandmaster Sasuke (4041838): attacking a Defense Position monster destroys it without damage calculation. */
import { type CardScript, destroyWithoutDamageCalculation, inDefensePosition } from '../facade.js';

export const ninjaGrandmasterSasuke: CardScript = {
  passcode: 4041838,
  // At the start of the Damage Step (the 2005 Damage Step), before a face-down target is flipped.
  effects: [destroyWithoutDamageCalculation('destroy the Defense Position monster it attacks, without damage calculation', inDefensePosition)],
};
