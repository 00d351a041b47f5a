/** Goblindbergh (25259669): its Normal Summon brings a Level 4 or lower monster out of the hand, then it turns to Defense Position. */
import { type CardScript, hasLevel, normalSummoned, stillFaceUpHere, summonFromHandWhen } from '../facade.js';

export const goblindbergh: CardScript = {
  passcode: 25259669,
  effects: [
    summonFromHandWhen({
      what: '1 Level 4 or lower monster',
      fits: (f) => hasLevel(f) && f.level <= 4,
      on: normalSummoned,
      then: (r) => {
        if (stillFaceUpHere(r) && r.state.cards[r.self]!.position === 'attack') r.changePosition(r.self, 'defense');
      },
    }),
  ],
};
