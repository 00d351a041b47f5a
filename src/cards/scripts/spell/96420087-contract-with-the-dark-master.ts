/** Contract with the Dark Master (96420087): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualSpell } from '../facade.js';

// Ritual Summons "Dark Master - Zorc" from the hand, Tributing monsters from the hand or field whose Levels total 8 or more.
export const contractWithTheDarkMaster: CardScript = ritualSpell(96420087, { monster: 'Dark Master - Zorc', level: 8 });
