/** Fairy Meteor Crush (97687912): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, equippedMonster } from '../facade.js';

// Fairy Meteor Crush (Equip): attacking a Defense Position monster with lower DEF, the equipped monster inflicts the difference as battle damage.
export const fairyMeteorCrush: CardScript = equipSpell({
  passcode: 97687912,
  atk: 0,
  def: 0,
  what: 'face-up monster to equip',
  more: [{ code: 'piercing', activeWhen: 'equipped', affects: equippedMonster }],
});
