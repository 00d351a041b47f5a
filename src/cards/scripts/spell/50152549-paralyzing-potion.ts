/** Paralyzing Potion (50152549): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, equippedMonster } from '../facade.js';

// Paralyzing Potion (Equip): only a non-Machine monster; it cannot attack.
export const paralyzingPotion: CardScript = equipSpell({
  passcode: 50152549,
  atk: 0,
  def: 0,
  only: (f) => f.kind === 'monster' && f.race !== 'Machine',
  what: 'face-up non-Machine monster to equip',
  more: [{ code: 'cannot-attack', activeWhen: 'equipped', affects: equippedMonster }],
});
