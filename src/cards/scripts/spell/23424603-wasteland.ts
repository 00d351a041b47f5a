/** Wasteland (23424603): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { boost, type CardScript, fieldSpell, raceIs } from '../facade.js';

// Wasteland (Field): face-up Dinosaur, Zombie, Rock-Type monsters on the field gain 200 ATK and DEF.
export const wasteland: CardScript = fieldSpell(23424603, boost(raceIs('Dinosaur', 'Zombie', 'Rock'), 200));
