/** Punished Eagle (74703140): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const punishedEagle: CardScript = fusionMonster(74703140, ["Blue-Winged Crown", "Niwatori"]);
