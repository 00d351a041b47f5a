/** Laser Cannon Armor (77007920): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, raceIs } from '../facade.js';

// Laser Cannon Armor (Equip): only a Insect-Type monster; it gains 300 ATK and 300 DEF.
export const laserCannonArmor: CardScript = equipSpell({ passcode: 77007920, atk: 300, def: 300, only: raceIs('Insect'), what: 'face-up Insect-Type monster to equip' });
