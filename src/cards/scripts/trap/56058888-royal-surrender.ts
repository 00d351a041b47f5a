/** Royal Surrender (56058888): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, negateActivationCounter, trapActivationOf } from '../facade.js';

export const royalSurrender: CardScript = {
  // Royal Surrender: negate the activation of a Continuous Trap Card and destroy it.
  passcode: 56058888,
  effects: [negateActivationCounter({ answers: trapActivationOf('Continuous') })],
};
