/** Musician King (56907389): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const musicianKing: CardScript = fusionMonster(56907389, ["Witch of the Black Forest", "Lady of Faith"]);
