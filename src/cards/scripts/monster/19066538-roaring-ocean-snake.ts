/** Roaring Ocean Snake (19066538): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const roaringOceanSnake: CardScript = fusionMonster(19066538, ["Mystic Lamp", "Hyosube"]);
