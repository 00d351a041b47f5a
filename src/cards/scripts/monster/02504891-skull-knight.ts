/** Skull Knight (2504891): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const skullKnight: CardScript = fusionMonster(2504891, ["Tainted Wisdom", "Ancient Brain"]);
