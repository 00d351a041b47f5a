/** Raigeki (12580477): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, destroyAllMonsters, spellActivation } from '../facade.js';

// Raigeki: destroy every monster the opponent controls, face-up or face-down (no target).
export const raigeki: CardScript = { passcode: 12580477, effects: [spellActivation(destroyAllMonsters('opponent'))] };
