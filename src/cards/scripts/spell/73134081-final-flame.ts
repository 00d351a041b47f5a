/** Final Flame (73134081): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, damageOpponent, spellActivation } from '../facade.js';

// Final Flame: inflict 600 damage to your opponent.
export const finalFlame: CardScript = { passcode: 73134081, effects: [spellActivation(damageOpponent(600))] };
