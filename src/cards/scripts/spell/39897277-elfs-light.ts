/** Elf's Light (39897277): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { attributeIs, type CardScript, equipSpell } from '../facade.js';

// Elf's Light (Equip): only a LIGHT monster; it gains 400 ATK and loses 200 DEF.
export const elfsLight: CardScript = equipSpell({ passcode: 39897277, atk: 400, def: -200, only: attributeIs('LIGHT'), what: 'face-up LIGHT monster to equip' });
