/** The Masked Beast (49064413): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualMonster } from '../facade.js';

// A Ritual Monster with no effect: "Curse of the Masked Beast" Ritual Summons it.
export const theMaskedBeast: CardScript = ritualMonster(49064413);
