/** Shinato's Ark (60365591): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualSpell } from '../facade.js';

// Ritual Summons "Shinato, King of a Higher Plane" from the hand, Tributing monsters from the hand or field whose Levels total 8 or more.
export const shinatosArk: CardScript = ritualSpell(60365591, { monster: 'Shinato, King of a Higher Plane', level: 8 });
