/** Spirit Barrier (53239672): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, monstersOn, trapActivation } from '../facade.js';

export const spiritBarrier: CardScript = {
  // Spirit Barrier: while it is face-up and you control a monster, you take no battle damage.
  passcode: 53239672,
  effects: [trapActivation({ resolve: () => {} })],
  continuous: [
    {
      code: 'no-battle-damage',
      affects: (state, source, t) => {
        const owner = state.cards[source]!.controller;
        return 'player' in t && t.player === owner && monstersOn(state, owner).length > 0;
      },
    },
  ],
};
