/** Metal Dragon (9293977): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const metalDragon: CardScript = fusionMonster(9293977, ["Steel Ogre Grotto #1", "Lesser Dragon"]);
