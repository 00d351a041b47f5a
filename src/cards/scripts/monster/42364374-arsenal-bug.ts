/** Arsenal Bug (42364374): while its controller controls no other face-up Insect-Type monster, its ATK and DEF are 1000. */
import { type CardScript, faceUpCount, raceIs } from '../facade.js';

export const arsenalBug: CardScript = {
  passcode: 42364374,
  continuous: [
    {
      code: 'set-base-stats',
      affects: (state, source, t) => 'card' in t && t.card === source && faceUpCount(state, source, raceIs('Insect'), true, state.cards[source]!.controller) === 0,
      value: () => ({ atk: 1000, def: 1000 }),
    },
  ],
};
