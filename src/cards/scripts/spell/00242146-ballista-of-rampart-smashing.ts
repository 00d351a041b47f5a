/** Ballista of Rampart Smashing (242146): Equip Spell for a monster its controller controls; attacking a face-down Defense Position monster, that monster gains 1500 ATK during damage calculation only. */
import { type CardScript, equipSpell, gainsDuringDamageCalculation, wasFaceDownDefenseTarget } from '../facade.js';

export const ballistaOfRampartSmashing: CardScript = equipSpell({
  passcode: 242146,
  atk: 0,
  def: 0,
  ownOnly: true,
  what: 'a face-up monster you control',
  more: [gainsDuringDamageCalculation(1500, 'attacks', wasFaceDownDefenseTarget, 'equipped')],
});
