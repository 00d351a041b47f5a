/** Dark Eruption (674561): a DARK monster with 1500 or less ATK from the Graveyard back to the hand. */
import { type CardScript, facts, spellActivation } from '../facade.js';

export const darkEruption: CardScript = {
  passcode: 674561,
  effects: [
    spellActivation({
      // Target 1 DARK monster with 1500 or less ATK in your GY; add it to your hand.
      categories: ['to-hand'],
      targets: [
        {
          what: 'DARK monster with 1500 or less ATK in your Graveyard',
          min: 1,
          max: 1,
          from: ['graveyard'],
          side: 'own',
          filter: (q, id) => {
            const f = facts(q.state, id);
            return f.kind === 'monster' && f.attribute === 'DARK' && f.atk <= 1500;
          },
        },
      ],
      resolve: (r) => {
        for (const id of r.targets(0)) r.addToHand(id, 'graveyard');
      },
    }),
  ],
};
