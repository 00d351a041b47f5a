/** The Reliable Guardian (16430187): scripted from our own wording of the card in data/cards/cards.json. */
import { boostOneFaceUpMonster, type CardScript, spellActivation } from '../facade.js';

export const theReliableGuardian: CardScript = {
  // The Reliable Guardian: 1 face-up monster, targeted, gains 700 DEF until the end of the turn.
  passcode: 16430187,
  effects: [
    spellActivation({
      ...boostOneFaceUpMonster(0, 700),
    }),
  ],
};
