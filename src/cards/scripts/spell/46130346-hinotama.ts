/** Hinotama (46130346): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, damageOpponent, spellActivation } from '../facade.js';

// Hinotama: inflict 500 damage to your opponent.
export const hinotama: CardScript = { passcode: 46130346, effects: [spellActivation(damageOpponent(500))] };
