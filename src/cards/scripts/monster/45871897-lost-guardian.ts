/** Lost Guardian (45871897): its original DEF is 700 for each Rock-Type monster its controller has removed from play. */
import { type CardScript, facts, targetCard } from '../facade.js';

export const lostGuardian: CardScript = {
  passcode: 45871897,
  continuous: [
    {
      code: 'set-base-stats',
      affects: (_state, source, t) => targetCard(t) === source,
      value: (state, source) => {
        const rocks = state.players[state.cards[source]!.controller].banished.filter((id) => state.cards[id]!.faceUp && facts(state, id).kind === 'monster' && facts(state, id).race === 'Rock').length;
        return { atk: facts(state, source).atk ?? 0, def: rocks * 700 };
      },
    },
  ],
};
