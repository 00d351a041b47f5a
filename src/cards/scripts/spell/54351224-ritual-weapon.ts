/** Ritual Weapon (54351224): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, equipSpell } from '../facade.js';

// Equip only to a Ritual Monster of Level 6 or lower: it gains 1500 ATK and DEF.
export const ritualWeapon: CardScript = equipSpell({ passcode: 54351224, atk: 1500, def: 1500, only: (f) => f.frame === 'ritual' && f.level <= 6, what: 'face-up Ritual Monster of Level 6 or lower' });
