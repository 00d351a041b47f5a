/** Earth Chant (59820352): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualSpell } from '../facade.js';

// Ritual Summons any EARTH Ritual Monster from the hand, Tributing monsters whose Levels total its Level or more.
export const earthChant: CardScript = ritualSpell(59820352, { monster: { what: 'EARTH Ritual Monster', fits: (f) => f.attribute === 'EARTH' } });
