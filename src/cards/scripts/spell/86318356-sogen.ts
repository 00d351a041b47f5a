/** Sogen (86318356): scripted from our own wording of the card in data/cards/cards.json. */
import { boost, type CardScript, fieldSpell, raceIs } from '../facade.js';

export const sogen: CardScript = fieldSpell(86318356, boost(raceIs('Warrior', 'Beast-Warrior'), 200));
