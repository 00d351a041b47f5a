/** Marauding Captain (2460565): its Normal Summon brings out a Level 4 or lower monster from the hand; it shields the other Warriors from attacks. */
import { type CardScript, facts, faceUpMonster, hasLevel, normalSummoned, summonFromHandWhen } from '../facade.js';

export const maraudingCaptain: CardScript = {
  passcode: 2460565,
  effects: [summonFromHandWhen({ what: '1 Level 4 or lower monster', fits: (f) => hasLevel(f) && f.level <= 4, on: normalSummoned })],
  continuous: [
    {
      // The opponent's monsters cannot choose the other face-up Warriors its controller controls as attack targets.
      code: 'cannot-be-attacked',
      affects: (state, source, t) =>
        'card' in t &&
        t.card !== source &&
        faceUpMonster(state, t.card) &&
        state.cards[t.card]!.controller === state.cards[source]!.controller &&
        facts(state, t.card).race === 'Warrior',
    },
  ],
};
