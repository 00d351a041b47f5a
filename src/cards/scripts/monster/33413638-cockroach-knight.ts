/** Cockroach Knight (33413638): when it is sent to the Graveyard, it returns to the top of its owner's Deck. */
import { type CardScript } from '../facade.js';

export const cockroachKnight: CardScript = {
  passcode: 33413638,
  effects: [
    {
      id: 'return',
      kind: 'trigger',
      label: 'return it to the top of the Deck',
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self,
      resolve: (r) => {
        if (r.sourceStillThere()) r.returnToDeck([r.self], 'top');
      },
    },
  ],
};
