/** Labyrinth Tank (99551425): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const labyrinthTank: CardScript = fusionMonster(99551425, ["Giga-Tech Wolf", "Cannon Soldier"]);
