/** Curse of the Masked Beast (94377247): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualSpell } from '../facade.js';

// Ritual Summons "The Masked Beast" from the hand, Tributing monsters from the hand or field whose Levels total 8 or more.
export const curseOfTheMaskedBeast: CardScript = ritualSpell(94377247, { monster: "The Masked Beast", level: 8 });
