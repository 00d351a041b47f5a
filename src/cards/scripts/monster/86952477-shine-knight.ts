/** Shine Knight (86952477): while face-up in Defense Position its Level is 4. */
import { type CardScript, faceUpMonster } from '../facade.js';

export const shineKnight: CardScript = {
  passcode: 86952477,
  continuous: [
    {
      code: 'set-level',
      affects: (state, source, t) => 'card' in t && t.card === source && faceUpMonster(state, source) && state.cards[source]!.position === 'defense',
      value: () => 4,
    },
  ],
};
