/** Harpie's Feather Duster (18144506): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, destroyAllSpellTraps, spellActivation } from '../facade.js';

// Harpie's Feather Duster: destroy every Spell and Trap Card the opponent controls, Set ones and the Field Zone included (no target).
export const harpiesFeatherDuster: CardScript = { passcode: 18144506, effects: [spellActivation(destroyAllSpellTraps('opponent'))] };
