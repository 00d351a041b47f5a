/** Giant Trunade (42703248): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, spellActivation, spellTrapsOn } from '../facade.js';

export const giantTrunade: CardScript = {
  // Giant Trunade: every other Spell and Trap Card on the field returns to its owner's hand.
  passcode: 42703248,
  effects: [
    spellActivation({
      categories: ['to-hand'],
      condition: (q) => spellTrapsOn(q.state).some((id) => id !== q.self),
      resolve: (r) => r.returnToHand(spellTrapsOn(r.state).filter((id) => id !== r.self)),
    }),
  ],
};
