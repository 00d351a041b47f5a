/** Kwagar Hercules (95144193): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const kwagarHercules: CardScript = fusionMonster(95144193, ["Kuwagata \u03b1", "Hercules Beetle"]);
