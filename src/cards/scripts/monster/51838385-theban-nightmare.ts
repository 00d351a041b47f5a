/** Theban Nightmare (51838385): 1500 more ATK while its controller has no cards in the hand and none in the Spell & Trap Zones. */
import { type CardScript, targetCard } from '../facade.js';

export const thebanNightmare: CardScript = {
  passcode: 51838385,
  continuous: [
    {
      code: 'change-stats',
      affects: (state, source, t) => {
        if (targetCard(t) !== source) return false;
        const p = state.players[state.cards[source]!.controller];
        return p.hand.length === 0 && p.spellTraps.every((id) => id === null);
      },
      value: () => ({ atk: 1500, def: 0 }),
    },
  ],
};
