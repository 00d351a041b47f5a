/** Final Ritual of the Ancients (60369732): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualSpell } from '../facade.js';

// Ritual Summons "Reshef the Dark Being" from the hand, Tributing monsters from the hand or field whose Levels total 8 or more.
export const finalRitualOfTheAncients: CardScript = ritualSpell(60369732, { monster: 'Reshef the Dark Being', level: 8 });
