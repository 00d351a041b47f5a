/** Roc from the Valley of Haze (28143906): sent from the hand to the Graveyard, it is shuffled back into the Deck. */
import { type CardScript } from '../facade.js';

export const rocFromTheValleyOfHaze: CardScript = {
  passcode: 28143906,
  effects: [
    {
      id: 'return',
      kind: 'trigger',
      label: 'shuffle it back into your Deck',
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self && e.from === 'hand',
      resolve: (r) => {
        if (r.sourceStillThere()) r.returnToDeck([r.self], 'shuffle');
      },
    },
  ],
};
