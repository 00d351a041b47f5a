/** Black Luster Soldier (5405694): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualMonster } from '../facade.js';

// A Ritual Monster with no effect: "Black Luster Ritual" Ritual Summons it.
export const blackLusterSoldier: CardScript = ritualMonster(5405694);
