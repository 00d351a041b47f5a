/** Black Skull Dragon (11901678): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const blackSkullDragon: CardScript = fusionMonster(11901678, ['Summoned Skull', 'Red-Eyes Black Dragon']);
