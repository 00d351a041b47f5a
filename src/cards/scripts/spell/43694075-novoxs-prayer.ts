/** Novox's Prayer (43694075): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualSpell } from '../facade.js';

// Ritual Summons "Skull Guardian" from the hand, Tributing monsters from the hand or field whose Levels total 7 or more.
export const novoxsPrayer: CardScript = ritualSpell(43694075, { monster: "Skull Guardian", level: 7 });
