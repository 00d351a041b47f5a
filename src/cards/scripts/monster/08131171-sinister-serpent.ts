/** Sinister Serpent (8131171): the April 2005 wording, with no limit on how often it comes back. */
import { type CardScript } from '../facade.js';

export const sinisterSerpent: CardScript = {
  passcode: 8131171,
  effects: [
    {
      id: 'return',
      kind: 'trigger',
      label: 'return it from your Graveyard to your hand',
      categories: ['to-hand'],
      optional: true,
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'standby' && q.state.turnPlayer === q.player,
      resolve: (r) => {
        if (r.sourceStillThere() && r.state.cards[r.self]!.location === 'graveyard') r.addToHand(r.self, 'graveyard');
      },
    },
  ],
};
