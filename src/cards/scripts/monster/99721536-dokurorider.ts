/** Dokurorider (99721536): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualMonster } from '../facade.js';

// A Ritual Monster with no effect: "Revival of Dokurorider" Ritual Summons it.
export const dokurorider: CardScript = ritualMonster(99721536);
