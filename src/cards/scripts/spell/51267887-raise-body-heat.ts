/** Raise Body Heat (51267887): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, raceIs } from '../facade.js';

// Raise Body Heat (Equip): only a Dinosaur-Type monster; it gains 300 ATK and 300 DEF.
export const raiseBodyHeat: CardScript = equipSpell({ passcode: 51267887, atk: 300, def: 300, only: raceIs('Dinosaur'), what: 'face-up Dinosaur-Type monster to equip' });
