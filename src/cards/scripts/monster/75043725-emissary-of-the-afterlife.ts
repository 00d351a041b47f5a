/** Emissary of the Afterlife (75043725): sent from the field to the Graveyard, each player adds 1 Level 3 or lower Normal Monster from their Deck to their hand. */
import { type CardScript } from '../facade.js';

export const emissaryOfTheAfterlife: CardScript = {
  passcode: 75043725,
  effects: [
    {
      id: 'search',
      kind: 'trigger',
      label: 'each player adds 1 Level 3 or lower Normal Monster from their Deck to their hand',
      categories: ['search'],
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self && (e.from === 'monster' || e.from === 'extraMonster'),
      resolve: (r) => {
        // Its controller searches first, then the opponent; either may find nothing (the Deck is hidden).
        for (const player of [r.player, r.opponent]) {
          r.search(player, (f) => f.frame === 'normal' && (f.level ?? 0) <= 3, 'Add 1 Level 3 or lower Normal Monster from your Deck to your hand');
        }
      },
    },
  ],
};
