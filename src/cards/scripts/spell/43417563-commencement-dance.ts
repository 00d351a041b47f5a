/** Commencement Dance (43417563): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualSpell } from '../facade.js';

// Ritual Summons "Performance of Sword" from the hand, Tributing monsters from the hand or field whose Levels total 6 or more.
export const commencementDance: CardScript = ritualSpell(43417563, { monster: "Performance of Sword", level: 6 });
