/** Goddess with the Third Eye (53493204): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionSubstitute } from '../facade.js';

// It may stand in for any 1 Fusion Material Monster; the other materials must be the right ones.
export const goddessWithTheThirdEye: CardScript = fusionSubstitute(53493204);
