/** Humanoid Worm Drake (5600127): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const humanoidWormDrake: CardScript = fusionMonster(5600127, ["Worm Drake", "Humanoid Slime"]);
