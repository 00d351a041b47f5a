/** Doriado's Blessing (23965037): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, ritualSpell } from '../facade.js';

// Ritual Summons "Elemental Mistress Doriado" from the hand, Tributing monsters from the hand or field whose Levels total 3 or more.
export const doriadosBlessing: CardScript = ritualSpell(23965037, { monster: 'Elemental Mistress Doriado', level: 3 });
