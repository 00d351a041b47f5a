/** Exile of the Wicked (26725158): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, destroyAllMonsters, faceUpWhere, raceIs, spellActivation } from '../facade.js';

// Exile of the Wicked: destroy every face-up Fiend-Type monster on the field.
export const exileOfTheWicked: CardScript = { passcode: 26725158, effects: [spellActivation(destroyAllMonsters('both', faceUpWhere(raceIs('Fiend'))))] };
