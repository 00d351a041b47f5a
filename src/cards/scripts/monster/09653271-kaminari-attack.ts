/** Kaminari Attack (9653271): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const kaminariAttack: CardScript = fusionMonster(9653271, ["Ocubeam", "Mega Thunderball"]);
