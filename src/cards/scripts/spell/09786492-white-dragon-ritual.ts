/** White Dragon Ritual (9786492): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualSpell } from '../facade.js';

// Ritual Summons "Paladin of White Dragon" from the hand, Tributing monsters from the hand or field whose Levels total 4 or more.
export const whiteDragonRitual: CardScript = ritualSpell(9786492, { monster: 'Paladin of White Dragon', level: 4 });
