/** Rabid Horseman (94905343): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const rabidHorseman: CardScript = fusionMonster(94905343, ["Battle Ox", "Mystic Horseman"]);
