/** Rising Air Current (45778932): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { attributeIs, type CardScript, fieldSpell } from '../facade.js';

const wind = attributeIs('WIND');

// Rising Air Current (Field): every face-up WIND monster on the field gains 500 ATK and loses 400 DEF.
export const risingAirCurrent: CardScript = fieldSpell(45778932, (f) => (wind(f) ? { atk: 500, def: -400 } : null));
