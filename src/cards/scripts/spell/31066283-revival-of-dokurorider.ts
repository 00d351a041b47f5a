/** Revival of Dokurorider (31066283): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualSpell } from '../facade.js';

// Ritual Summons "Dokurorider" from the hand, Tributing monsters from the hand or field whose Levels total 6 or more.
export const revivalOfDokurorider: CardScript = ritualSpell(31066283, { monster: "Dokurorider", level: 6 });
