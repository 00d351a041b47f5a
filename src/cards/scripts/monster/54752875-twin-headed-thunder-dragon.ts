/** Twin-Headed Thunder Dragon (54752875): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const twinHeadedThunderDragon: CardScript = fusionMonster(54752875, ["Thunder Dragon", "Thunder Dragon"]);
