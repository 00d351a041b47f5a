/** Hamburger Recipe (80811661): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualSpell } from '../facade.js';

// Ritual Summons "Hungry Burger" from the hand, Tributing monsters from the hand or field whose Levels total 6 or more.
export const hamburgerRecipe: CardScript = ritualSpell(80811661, { monster: "Hungry Burger", level: 6 });
