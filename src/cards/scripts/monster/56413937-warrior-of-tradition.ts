/** Warrior of Tradition (56413937): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const warriorOfTradition: CardScript = fusionMonster(56413937, ["Sonic Maid", "Beautiful Headhuntress"]);
