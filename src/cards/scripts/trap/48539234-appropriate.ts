/** Appropriate (48539234): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, opponentOf, trapActivation } from '../facade.js';

export const appropriate: CardScript = {
  // Appropriate: while it is face-up, each time your opponent draws outside their Draw Phase, you draw 2 cards
  // (once for cards drawn together).
  passcode: 48539234,
  effects: [
    trapActivation({ resolve: () => {} }),
    {
      id: 'draw',
      kind: 'trigger',
      label: 'draw 2 cards',
      categories: ['draw'],
      triggersOn: (q, e) => e.type === 'draw' && e.player === opponentOf(q.player) && q.state.phase !== 'draw',
      resolve: (r) => {
        if (r.sourceStillThere()) r.draw(r.player, 2);
      },
    },
  ],
};
