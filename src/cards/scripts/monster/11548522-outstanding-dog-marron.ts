/** Outstanding Dog Marron (11548522): when it is sent to its owner's Graveyard, it goes back into the Deck, which is shuffled. */
import { type CardScript } from '../facade.js';

// A mandatory trigger from the Graveyard (it starts a Chain); however it got there, from the hand, Deck or field.
export const outstandingDogMarron: CardScript = {
  passcode: 11548522,
  effects: [
    {
      id: 'return',
      kind: 'trigger',
      label: 'shuffle it back into the Deck',
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self,
      resolve: (r) => {
        if (r.sourceStillThere()) r.returnToDeck([r.self], 'shuffle');
      },
    },
  ],
};
