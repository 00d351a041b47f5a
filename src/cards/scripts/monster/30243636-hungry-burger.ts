/** Hungry Burger (30243636): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualMonster } from '../facade.js';

// A Ritual Monster with no effect: "Hamburger Recipe" Ritual Summons it.
export const hungryBurger: CardScript = ritualMonster(30243636);
