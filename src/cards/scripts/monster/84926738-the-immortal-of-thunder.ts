/** The Immortal of Thunder (84926738): FLIP: gain 3000 LP; when it is sent from the field to the Graveyard, its controller loses 5000 LP. */
import { type CardScript, flipEffect } from '../facade.js';

export const theImmortalOfThunder: CardScript = {
  passcode: 84926738,
  effects: [
    flipEffect({ label: 'gain 3000 Life Points', resolve: (r) => r.gainLp(r.player, 3000) }),
    {
      id: 'lose',
      kind: 'trigger',
      label: 'lose 5000 Life Points',
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self && (e.from === 'monster' || e.from === 'extraMonster'),
      // A loss of Life Points, not damage: what stops damage does not stop it.
      resolve: (r) => r.loseLp(r.player, 5000),
    },
  ],
};
