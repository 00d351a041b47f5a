/** Giltia the D. Knight (51828629): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const giltiaTheDKnight: CardScript = fusionMonster(51828629, ['Guardian of the Labyrinth', 'Protector of the Throne']);
