/** Skull Guardian (3627449): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualMonster } from '../facade.js';

// A Ritual Monster with no effect: "Novox's Prayer" Ritual Summons it.
export const skullGuardian: CardScript = ritualMonster(3627449);
