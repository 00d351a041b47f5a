/** Violet Crystal (15052462): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, raceIs } from '../facade.js';

// Violet Crystal (Equip): only a Zombie-Type monster; it gains 300 ATK and 300 DEF.
export const violetCrystal: CardScript = equipSpell({ passcode: 15052462, atk: 300, def: 300, only: raceIs('Zombie'), what: 'face-up Zombie-Type monster to equip' });
