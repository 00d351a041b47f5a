/** Fire Princess (64752646): each time its controller gains Life Points, it inflicts 500 damage to their opponent. */
import type { CardScript } from '../facade.js';

export const firePrincess: CardScript = {
  passcode: 64752646,
  effects: [
    {
      id: 'damage',
      kind: 'trigger',
      label: 'inflict 500 damage to your opponent',
      categories: ['damage'],
      multiplePerChain: true,
      triggersOn: (q, e) => e.type === 'lp-gain' && e.player === q.player,
      resolve: (r) => r.damage(r.opponent, 500),
    },
  ],
};
