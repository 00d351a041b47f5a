/** Fusion Weapon (27967615): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, equipSpell } from '../facade.js';

// Equip only to a Fusion Monster of Level 6 or lower: it gains 1500 ATK and DEF.
export const fusionWeapon: CardScript = equipSpell({ passcode: 27967615, atk: 1500, def: 1500, only: (f) => f.frame === 'fusion' && f.level <= 6, what: 'face-up Fusion Monster of Level 6 or lower' });
