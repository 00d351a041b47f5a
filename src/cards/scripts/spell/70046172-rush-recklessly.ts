/** Rush Recklessly (70046172): scripted from our own wording of the card in data/cards/cards.json. */
import { boostOneFaceUpMonster, type CardScript, spellActivation } from '../facade.js';

export const rushRecklessly: CardScript = {
  // Rush Recklessly: 1 face-up monster, targeted, gains 700 ATK until the end of the turn (it may be used in the Damage Step).
  passcode: 70046172,
  effects: [
    spellActivation({
      ...boostOneFaceUpMonster(700, 0),
    }),
  ],
};
