/** Demotion (72575145): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, equippedMonster } from '../facade.js';

// Demotion: equip only to a monster of Level 2 or higher (its printed Level); while equipped,
// the monster's Level is 2 lower (the 'change-level' code, never below 1).
export const demotion: CardScript = equipSpell({
  passcode: 72575145,
  atk: 0,
  def: 0,
  what: 'face-up monster of Level 2 or higher to equip',
  only: (f) => f.level >= 2,
  more: [{ code: 'change-level', activeWhen: 'equipped', affects: equippedMonster, value: () => -2 }],
});
