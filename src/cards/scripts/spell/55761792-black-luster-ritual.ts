/** Black Luster Ritual (55761792): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualSpell } from '../facade.js';

// Ritual Summons "Black Luster Soldier" from the hand, Tributing monsters from the hand or field whose Levels total 8 or more.
export const blackLusterRitual: CardScript = ritualSpell(55761792, { monster: "Black Luster Soldier", level: 8 });
