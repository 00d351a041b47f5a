/** Gogogo Golem (62476815): in Defense Position, once per turn it is not destroyed by battle. */
import { type CardScript, faceUpMonster } from '../facade.js';

export const gogogoGolem: CardScript = {
  passcode: 62476815,
  continuous: [
    {
      code: 'survives-battle-once-per-turn',
      affects: (state, source, t) => 'card' in t && t.card === source && faceUpMonster(state, source) && state.cards[source]!.position === 'defense',
    },
  ],
};
