/** Karbonala Warrior (54541900): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const karbonalaWarrior: CardScript = fusionMonster(54541900, ['M-Warrior #1', 'M-Warrior #2']);
