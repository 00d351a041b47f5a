/** Legendary Sword (61854111): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, raceIs } from '../facade.js';

// Legendary Sword (Equip): only a Warrior-Type monster; it gains 300 ATK and 300 DEF.
export const legendarySword: CardScript = equipSpell({ passcode: 61854111, atk: 300, def: 300, only: raceIs('Warrior'), what: 'face-up Warrior-Type monster to equip' });
