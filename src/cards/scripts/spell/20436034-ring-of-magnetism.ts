/** Ring of Magnetism (20436034): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, equippedMonster, equipSpell } from '../facade.js';

export const ringOfMagnetism: CardScript = equipSpell({
  passcode: 20436034,
  atk: -500,
  def: -500,
  ownOnly: true,
  what: 'face-up monster you control to equip',
  more: [{ code: 'must-be-attack-target', activeWhen: 'equipped', affects: equippedMonster }],
});
