/** Mountain (50913601): scripted from our own wording of the card in data/cards/cards.json. */
import { boost, type CardScript, fieldSpell, raceIs } from '../facade.js';

export const mountain: CardScript = fieldSpell(50913601, boost(raceIs('Dragon', 'Winged Beast', 'Thunder'), 200));
