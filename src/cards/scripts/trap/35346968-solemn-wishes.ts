/** Solemn Wishes (35346968): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, trapActivation } from '../facade.js';

export const solemnWishes: CardScript = {
  // Solemn Wishes: while it is face-up, each time you draw (one card or several at once) you gain 500 LP.
  passcode: 35346968,
  effects: [
    trapActivation({ resolve: () => {} }),
    {
      id: 'draw',
      kind: 'trigger',
      label: 'gain 500 Life Points',
      triggersOn: (q, e) => e.type === 'draw' && e.player === q.player,
      resolve: (r) => {
        if (r.sourceStillThere()) r.gainLp(r.player, 500);
      },
    },
  ],
};
