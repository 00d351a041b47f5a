/** Cyclon Laser (5494820): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, equippedMonster } from '../facade.js';

// Cyclon Laser (Equip): only "Gradius"; it gains 300 ATK, and attacking a Defense Position monster with lower DEF it inflicts the difference as battle damage.
export const cyclonLaser: CardScript = equipSpell({
  passcode: 5494820,
  atk: 300,
  def: 0,
  only: (f) => f.name === 'Gradius',
  what: 'face-up "Gradius" to equip',
  more: [{ code: 'piercing', activeWhen: 'equipped', affects: equippedMonster }],
});
