/** Fairy King Truesdale (45425051): while it is in Defense Position, Plant-Type monsters its controller controls gain 500 ATK and DEF. */
import { type CardScript, facts, targetCard } from '../facade.js';

export const fairyKingTruesdale: CardScript = {
  passcode: 45425051,
  continuous: [
    {
      code: 'change-stats',
      affects: (state, source, t) => {
        const id = targetCard(t);
        if (id === null || state.cards[source]!.position !== 'defense') return false;
        return state.cards[id]!.controller === state.cards[source]!.controller && facts(state, id).race === 'Plant';
      },
      value: () => ({ atk: 500, def: 500 }),
    },
  ],
};
