/** Spell-Stopping Statute (10069180): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, negateActivationCounter, spellActivationOf } from '../facade.js';

export const spellStoppingStatute: CardScript = {
  // Spell-Stopping Statute: negate the activation of a Continuous Spell Card and destroy it.
  passcode: 10069180,
  effects: [negateActivationCounter({ answers: spellActivationOf('Continuous') })],
};
