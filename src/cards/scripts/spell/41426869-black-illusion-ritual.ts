/** Black Illusion Ritual (41426869): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, ritualSpell } from '../facade.js';

export const blackIllusionRitual: CardScript = ritualSpell(41426869, { monster: 'Relinquished', level: 1 });
