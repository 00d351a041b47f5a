/** Gaia Power (56594520): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { attributeIs, type CardScript, fieldSpell } from '../facade.js';

// Field Spell: EARTH monsters on the field gain 500 ATK and lose 400 DEF.
export const gaiaPower: CardScript = fieldSpell(56594520, (f) => (attributeIs('EARTH')(f) ? { atk: 500, def: -400 } : null));
