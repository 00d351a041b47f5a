/** Darkfire Dragon (17881964): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const darkfireDragon: CardScript = fusionMonster(17881964, ['Firegrass', 'Petit Dragon']);
