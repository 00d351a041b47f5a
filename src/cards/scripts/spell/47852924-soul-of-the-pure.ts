/** Soul of the Pure (47852924): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, gainLifePoints, spellActivation } from '../facade.js';

// Soul of the Pure: gain 800 Life Points.
export const soulOfThePure: CardScript = { passcode: 47852924, effects: [spellActivation(gainLifePoints(800))] };
