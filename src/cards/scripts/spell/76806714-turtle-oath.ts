/** Turtle Oath (76806714): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualSpell } from '../facade.js';

// Ritual Summons "Crab Turtle" from the hand, Tributing monsters from the hand or field whose Levels total 8 or more.
export const turtleOath: CardScript = ritualSpell(76806714, { monster: "Crab Turtle", level: 8 });
