/** Empress Judge (15237615): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const empressJudge: CardScript = fusionMonster(15237615, ["Queen's Double", "Hibikime"]);
