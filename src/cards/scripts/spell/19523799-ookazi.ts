/** Ookazi (19523799): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, damageOpponent, spellActivation } from '../facade.js';

// Ookazi: 800 damage to the opponent.
export const ookazi: CardScript = {
  passcode: 19523799,
  effects: [spellActivation(damageOpponent(800))],
};
