/** Dark Snake Syndrome (47233801): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, phaseTrigger, spellActivation } from '../facade.js';

/** How many times the damage has been inflicted, kept on the card itself (it starts again if the card leaves). */
const TIMES = 'Dark Snake Syndrome doublings';

export const darkSnakeSyndrome: CardScript = {
  // Dark Snake Syndrome (Continuous): during each of your Standby Phases, both players take damage: 200 the first time,
  // then twice as much each time after that (400, 800, 1600...).
  passcode: 47233801,
  effects: [
    spellActivation({ resolve: () => {} }),
    phaseTrigger({
      id: 'burn',
      label: 'both players take damage (Dark Snake Syndrome)',
      phase: 'standby',
      whose: 'yours',
      categories: ['damage'],
      resolve: (r) => {
        const times = r.state.cards[r.self]!.counters[TIMES] ?? 0;
        r.addCounters(r.self, TIMES, 1);
        r.damageBoth(200 * 2 ** times);
      },
    }),
  ],
};
