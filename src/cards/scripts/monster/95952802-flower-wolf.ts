/** Flower Wolf (95952802): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const flowerWolf: CardScript = fusionMonster(95952802, ["Silver Fang", "Darkworld Thorns"]);
