/** Vile Germs (39774685): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, raceIs } from '../facade.js';

// Vile Germs (Equip): only a Plant-Type monster; it gains 300 ATK and 300 DEF.
export const vileGerms: CardScript = equipSpell({ passcode: 39774685, atk: 300, def: 300, only: raceIs('Plant'), what: 'face-up Plant-Type monster to equip' });
