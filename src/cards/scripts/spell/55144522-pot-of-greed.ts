/** Pot of Greed (55144522): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, drawCards, spellActivation } from '../facade.js';

// Draw 2 cards (it needs 2 cards in the Deck to be activated).
export const potOfGreed: CardScript = { passcode: 55144522, effects: [spellActivation(drawCards(2))] };
