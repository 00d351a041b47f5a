/** Performance of Sword (4849037): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualMonster } from '../facade.js';

// A Ritual Monster with no effect: "Commencement Dance" Ritual Summons it.
export const performanceOfSword: CardScript = ritualMonster(4849037);
