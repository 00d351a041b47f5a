/** Molten Destruction (19384334): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { attributeIs, type CardScript, fieldSpell } from '../facade.js';

// Field Spell: FIRE monsters on the field gain 500 ATK and lose 400 DEF.
export const moltenDestruction: CardScript = fieldSpell(19384334, (f) => (attributeIs('FIRE')(f) ? { atk: 500, def: -400 } : null));
