/** Zubaba Knight (97896503): attacking a Defense Position monster, it destroys that monster as the Damage Step starts. */
import { type CardScript, destroyWithoutDamageCalculation, inDefensePosition } from '../facade.js';

export const zubabaKnight: CardScript = {
  passcode: 97896503,
  effects: [destroyWithoutDamageCalculation('destroy the Defense Position monster it attacks', inDefensePosition)],
};
