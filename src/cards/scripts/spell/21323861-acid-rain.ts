/** Acid Rain (21323861): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, destroyAllMonsters, faceUpWhere, raceIs, spellActivation } from '../facade.js';

// Acid Rain: destroy every face-up Machine-Type monster on the field.
export const acidRain: CardScript = { passcode: 21323861, effects: [spellActivation(destroyAllMonsters('both', faceUpWhere(raceIs('Machine'))))] };
