/** Sparks (76103675): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, damageOpponent, spellActivation } from '../facade.js';

// Sparks: inflict 200 damage to your opponent.
export const sparks: CardScript = { passcode: 76103675, effects: [spellActivation(damageOpponent(200))] };
