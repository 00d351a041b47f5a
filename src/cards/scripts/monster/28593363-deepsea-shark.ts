/** Deepsea Shark (28593363): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const deepseaShark: CardScript = fusionMonster(28593363, ["Bottom Dweller", "Tongyo"]);
