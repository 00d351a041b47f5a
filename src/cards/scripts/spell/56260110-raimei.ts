/** Raimei (56260110): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, damageOpponent, spellActivation } from '../facade.js';

// Raimei: inflict 300 damage to your opponent.
export const raimei: CardScript = { passcode: 56260110, effects: [spellActivation(damageOpponent(300))] };
