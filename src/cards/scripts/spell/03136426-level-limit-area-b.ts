/** Level Limit - Area B (3136426): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, faceUpMonster, facts, spellActivation, targetCard } from '../facade.js';

export const levelLimitAreaB: CardScript = {
  // Level Limit - Area B (Continuous): every face-up Level 4 or higher monster on the field is turned to, and kept in,
  // Defense Position (a face-down one may still be Flip Summoned; it is then turned to Defense Position).
  passcode: 3136426,
  effects: [spellActivation({ categories: ['position'], resolve: () => {} })],
  continuous: [
    {
      code: 'must-be-defense-position',
      affects: (state, _source, t) => {
        const id = targetCard(t);
        return id !== null && faceUpMonster(state, id) && facts(state, id).level >= 4;
      },
    },
  ],
};
