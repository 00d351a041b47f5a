/** Master of Oz (27134689): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const masterOfOz: CardScript = fusionMonster(27134689, ["Big Koala", "Des Kangaroo"]);
