/** Mystical Moon (36607978): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, raceIs } from '../facade.js';

// Mystical Moon (Equip): only a Beast-Warrior-Type monster; it gains 300 ATK and 300 DEF.
export const mysticalMoon: CardScript = equipSpell({ passcode: 36607978, atk: 300, def: 300, only: raceIs('Beast-Warrior'), what: 'face-up Beast-Warrior-Type monster to equip' });
