/** Gaia the Dragon Champion (66889139): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const gaiaTheDragonChampion: CardScript = fusionMonster(66889139, ["Gaia The Fierce Knight", "Curse of Dragon"]);
