/** Forest (87430998): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { boost, type CardScript, fieldSpell, raceIs } from '../facade.js';

// Forest (Field): face-up Insect, Beast, Plant, Beast-Warrior-Type monsters on the field gain 200 ATK and DEF.
export const forest: CardScript = fieldSpell(87430998, boost(raceIs('Insect', 'Beast', 'Plant', 'Beast-Warrior'), 200));
