/** Effect Veiler (97268402): during the opponent's Main Phase, sent from the hand to negate an opponent's Effect Monster until the end of the turn. */
import { type CardScript, SEND_SELF_FROM_HAND, facts, isFaceUp } from '../facade.js';

export const effectVeiler: CardScript = {
  passcode: 97268402,
  effects: [
    {
      id: 'veil',
      kind: 'quick',
      label: "Send Effect Veiler from your hand to negate an opponent's Effect Monster's effects this turn",
      categories: ['negate'],
      activateFrom: 'hand',
      cost: SEND_SELF_FROM_HAND,
      condition: (q) => q.state.turnPlayer !== q.player && (q.state.phase === 'main1' || q.state.phase === 'main2'),
      targets: [
        {
          what: 'face-up Effect Monster your opponent controls',
          min: 1,
          max: 1,
          from: ['monsters'],
          side: 'opponent',
          filter: (q, id) => isFaceUp(q.state, id) && facts(q.state, id).subtypes.includes('Effect'),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined && isFaceUp(r.state, target)) r.addEffect('effects-negated', r.cardAffected(target), null, 'end-of-turn');
      },
    },
  ],
};
