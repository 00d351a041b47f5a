/** Jar of Avarice (98954106): 5 cards from its activator's Graveyard go back into the Deck, then they draw 1. */
import { type CardScript, facts, trapActivation } from '../facade.js';

export const jarOfAvarice: CardScript = {
  passcode: 98954106,
  effects: [
    trapActivation({
      categories: ['draw'],
      targets: [
        {
          what: 'card in your Graveyard, except "Jar of Avarice"',
          min: 5,
          max: 5,
          from: ['graveyard'],
          side: 'own',
          filter: (q, id) => facts(q.state, id).name !== 'Jar of Avarice',
        },
      ],
      resolve: (r) => {
        const targets = r.targets(0);
        // "Shuffle all 5": with one target gone, nothing is shuffled and nothing drawn.
        if (targets.length < 5 || targets.some((id) => r.state.cards[id]!.location !== 'graveyard')) return;
        r.returnToDeck(targets, 'shuffle');
        r.draw(r.player, 1);
      },
    }),
  ],
};
