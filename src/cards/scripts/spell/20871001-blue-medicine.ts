/** Blue Medicine (20871001): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, gainLifePoints, spellActivation } from '../facade.js';

// Blue Medicine: gain 400 Life Points.
export const blueMedicine: CardScript = { passcode: 20871001, effects: [spellActivation(gainLifePoints(400))] };
