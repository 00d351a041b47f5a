/** Fusionist (1641882): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const fusionist: CardScript = fusionMonster(1641882, ["Petit Angel", "Mystical Sheep #2"]);
