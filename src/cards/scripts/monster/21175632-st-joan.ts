/** St. Joan (21175632): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const stJoan: CardScript = fusionMonster(21175632, ["The Forgiving Maiden", "Darklord Marie"]);
