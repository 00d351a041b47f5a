/** Luminous Spark (81777047): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, fieldSpell } from '../facade.js';

// Luminous Spark (Field): face-up LIGHT monsters on the field gain 500 ATK and lose 400 DEF.
export const luminousSpark: CardScript = fieldSpell(81777047, (f) => (f.kind === 'monster' && f.attribute === 'LIGHT' ? { atk: 500, def: -400 } : null));
