/** Command Knight (10375182): Warriors you control gain 400 ATK; it cannot be attacked while you control another monster. */
import { type CardScript, facts, monstersOn, targetCard } from '../facade.js';

export const commandKnight: CardScript = {
  passcode: 10375182,
  continuous: [
    {
      code: 'change-stats',
      affects: (state, source, t) => {
        const id = targetCard(t);
        return id !== null && state.cards[id]!.faceUp && state.cards[id]!.controller === state.cards[source]!.controller && facts(state, id).race === 'Warrior';
      },
      value: () => ({ atk: 400, def: 0 }),
    },
    {
      // Any other monster counts, face-down ones too.
      code: 'cannot-be-attacked',
      affects: (state, source, t) => targetCard(t) === source && monstersOn(state, state.cards[source]!.controller).some((id) => id !== source),
    },
  ],
};
