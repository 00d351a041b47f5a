/** Jar of Greed (83968380): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, drawCards, trapActivation } from '../facade.js';

export const jarOfGreed: CardScript = {
  // Jar of Greed: draw 1 card.
  passcode: 83968380,
  effects: [trapActivation({ ...drawCards(1) })],
};
