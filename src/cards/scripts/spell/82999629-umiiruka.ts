/** Umiiruka (82999629): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, fieldSpell } from '../facade.js';

// Umiiruka (Field): face-up WATER monsters on the field gain 500 ATK and lose 400 DEF.
export const umiiruka: CardScript = fieldSpell(82999629, (f) => (f.kind === 'monster' && f.attribute === 'WATER' ? { atk: 500, def: -400 } : null));
