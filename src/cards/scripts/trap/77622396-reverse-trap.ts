/** Reverse Trap (77622396): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript } from '../facade.js';

export const reverseTrap: CardScript = {
  // Reverse Trap: until the end of the turn, ATK/DEF increases become decreases and vice versa.
  passcode: 77622396,
  effects: [
    {
      id: 'activate',
      kind: 'trap',
      categories: ['stat-change'],
      resolve: (r) => {
        r.addEffect('reverse-stat-changes', { monstersOf: 'both' }, null);
      },
    },
  ],
};
