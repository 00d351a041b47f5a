/** Red Medicine (38199696): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, gainLifePoints, spellActivation } from '../facade.js';

// Red Medicine: gain 500 Life Points.
export const redMedicine: CardScript = { passcode: 38199696, effects: [spellActivation(gainLifePoints(500))] };
