/** Gyaku-Gire Panda (9817927): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, monstersOn, opponentOf, targetCard } from '../facade.js';

export const gyakuGirePanda: CardScript = {
  passcode: 9817927,
  continuous: [
    {
      // 500 more ATK for each monster the opponent controls, face-up or face-down.
      code: 'change-stats',
      affects: (_s, source, t) => targetCard(t) === source,
      value: (state, source) => ({ atk: 500 * monstersOn(state, opponentOf(state.cards[source]!.controller)).length, def: 0 }),
    },
    { code: 'piercing' },
  ],
};
