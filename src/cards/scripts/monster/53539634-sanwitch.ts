/** Sanwitch (53539634): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const sanwitch: CardScript = fusionMonster(53539634, ["Sangan", "Witch of the Black Forest"]);
