/** Minar (32539892): discarded from the hand to the Graveyard by an opponent's card effect, it inflicts 1000 damage to that opponent. */
import { type CardScript } from '../facade.js';

export const minar: CardScript = {
  passcode: 32539892,
  effects: [
    {
      id: 'damage',
      kind: 'trigger',
      label: 'inflict 1000 damage to your opponent',
      categories: ['damage'],
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self && e.reason === 'discard' && e.from === 'hand' && e.byPlayer !== undefined && e.byPlayer !== q.player,
      resolve: (r) => r.damage(r.opponent, 1000),
    },
  ],
};
