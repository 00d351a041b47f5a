/** Mystic Plasma Zone (18161786): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, fieldSpell } from '../facade.js';

// Mystic Plasma Zone (Field): face-up DARK monsters on the field gain 500 ATK and lose 400 DEF.
export const mysticPlasmaZone: CardScript = fieldSpell(18161786, (f) => (f.kind === 'monster' && f.attribute === 'DARK' ? { atk: 500, def: -400 } : null));
