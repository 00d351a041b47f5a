/** Opti-Camouflage Armor (44762290): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, equippedMonster } from '../facade.js';

// Opti-Camouflage Armor (Equip): only a Level 1 monster; it may attack your opponent directly.
export const optiCamouflageArmor: CardScript = equipSpell({
  passcode: 44762290,
  atk: 0,
  def: 0,
  only: (f) => f.kind === 'monster' && f.level === 1,
  what: 'face-up Level 1 monster to equip',
  more: [{ code: 'can-attack-directly', activeWhen: 'equipped', affects: equippedMonster }],
});
