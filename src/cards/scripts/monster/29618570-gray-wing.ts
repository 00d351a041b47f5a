/** Gray Wing (29618570): scripted from our own wording of the card in data/cards/text/goat-mon-2.json. */
import { type CardScript, stillFaceUpHere } from '../facade.js';

// Gray Wing: in its controller's Main Phase 1 only, discard 1 card (the cost): this turn it may
// declare a second attack in the Battle Phase (a floating 'extra-attacks' effect on it).
export const grayWing: CardScript = {
  passcode: 29618570,
  effects: [
    {
      id: 'attack-twice',
      kind: 'ignition',
      label: 'discard 1 card: it can attack twice this turn',
      condition: (q) => q.state.phase === 'main1',
      cost: { discard: 1 },
      resolve: (r) => {
        if (stillFaceUpHere(r)) r.addEffect('extra-attacks', r.cardAffected(r.self), 1);
      },
    },
  ],
};
