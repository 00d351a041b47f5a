/** Goblin's Secret Remedy (11868825): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, gainLifePoints, spellActivation } from '../facade.js';

// Goblin's Secret Remedy: gain 600 Life Points.
export const goblinsSecretRemedy: CardScript = { passcode: 11868825, effects: [spellActivation(gainLifePoints(600))] };
