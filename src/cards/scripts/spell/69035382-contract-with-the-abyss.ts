/** Contract with the Abyss (69035382): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualSpell } from '../facade.js';

// Ritual Summons any DARK Ritual Monster from the hand, Tributing monsters whose Levels total its Level or more.
export const contractWithTheAbyss: CardScript = ritualSpell(69035382, { monster: { what: 'DARK Ritual Monster', fits: (f) => f.attribute === 'DARK' } });
