/** Bickuribox (25655502): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const bickuribox: CardScript = fusionMonster(25655502, ["Crass Clown", "Dream Clown"]);
