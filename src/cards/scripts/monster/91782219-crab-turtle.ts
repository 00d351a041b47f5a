/** Crab Turtle (91782219): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualMonster } from '../facade.js';

// A Ritual Monster with no effect: "Turtle Oath" Ritual Summons it.
export const crabTurtle: CardScript = ritualMonster(91782219);
