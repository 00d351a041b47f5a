/** Regenerating Mummy (70821187): discarded from the hand by an opponent's effect, it comes back to the hand. */
import { type CardScript } from '../facade.js';

export const regeneratingMummy: CardScript = {
  passcode: 70821187,
  effects: [
    {
      id: 'return',
      kind: 'trigger',
      label: 'return it to your hand',
      categories: ['to-hand'],
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'discard' && e.card === q.self && e.reason === 'effect' && e.byPlayer !== undefined && e.byPlayer !== q.player,
      resolve: (r) => {
        if (r.sourceStillThere()) r.addToHand(r.self, 'graveyard');
      },
    },
  ],
};
