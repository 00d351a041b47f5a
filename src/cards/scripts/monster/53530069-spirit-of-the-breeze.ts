/** Spirit of the Breeze (53530069): while it is in face-up Attack Position, its controller gains 1000 Life Points in each of their Standby Phases. */
import { type CardScript, ownStandbyPhase, stillFaceUpHere } from '../facade.js';

export const spiritOfTheBreeze: CardScript = {
  passcode: 53530069,
  effects: [
    {
      id: 'gain',
      kind: 'trigger',
      label: 'gain 1000 Life Points',
      triggersOn: (q, e) => ownStandbyPhase(q, e) && q.state.cards[q.self]!.position === 'attack',
      resolve: (r) => {
        if (stillFaceUpHere(r) && r.state.cards[r.self]!.position === 'attack') r.gainLp(r.player, 1000);
      },
    },
  ],
};
