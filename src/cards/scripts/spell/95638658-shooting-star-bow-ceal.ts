/** Shooting Star Bow - Ceal (95638658): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, equippedMonster } from '../facade.js';

// Shooting Star Bow - Ceal (Equip): the equipped monster loses 1000 ATK and may attack your opponent directly.
export const shootingStarBowCeal: CardScript = equipSpell({
  passcode: 95638658,
  atk: -1000,
  def: 0,
  what: 'face-up monster to equip',
  more: [{ code: 'can-attack-directly', activeWhen: 'equipped', affects: equippedMonster }],
});
