/** Gravity Bind (85742772): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, facts, isMonsterZone, targetCard, trapActivation } from '../facade.js';

export const gravityBind: CardScript = {
  // Gravity Bind: while it is face-up, no monster of Level 4 or higher on the field can declare an attack.
  passcode: 85742772,
  effects: [trapActivation({ resolve: () => {} })],
  continuous: [
    {
      code: 'cannot-attack',
      affects: (state, _source, t) => {
        const id = targetCard(t);
        return id !== null && isMonsterZone(state.cards[id]!.location) && facts(state, id).level >= 4;
      },
    },
  ],
};
