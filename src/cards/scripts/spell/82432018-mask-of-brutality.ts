/** Mask of Brutality (82432018): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell } from '../facade.js';

// Mask of Brutality: the equipped monster gains 1000 ATK and loses 1000 DEF; as each of its
// controller's Standby Phases begins they pay 1000 LP to keep it or it is destroyed (the
// 'standby-maintenance' code: no Chain Link).
export const maskOfBrutality: CardScript = equipSpell({
  passcode: 82432018,
  atk: 1000,
  def: -1000,
  what: 'face-up monster to equip',
  more: [{ code: 'standby-maintenance', value: () => ({ lp: 1000 }) }],
});
