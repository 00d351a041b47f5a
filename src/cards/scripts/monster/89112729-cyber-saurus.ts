/** Cyber Saurus (89112729): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const cyberSaurus: CardScript = fusionMonster(89112729, ["Blast Juggler", "Two-Headed King Rex"]);
