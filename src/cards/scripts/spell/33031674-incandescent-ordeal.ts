/** Incandescent Ordeal (33031674): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualSpell } from '../facade.js';

// Ritual Summons "Legendary Flame Lord" from the hand, Tributing monsters from the hand or field whose Levels total 7 or more.
export const incandescentOrdeal: CardScript = ritualSpell(33031674, { monster: 'Legendary Flame Lord', level: 7 });
