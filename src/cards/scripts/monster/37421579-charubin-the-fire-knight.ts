/** Charubin the Fire Knight (37421579): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const charubinTheFireKnight: CardScript = fusionMonster(37421579, ["Monster Egg", "Hinotama Soul"]);
