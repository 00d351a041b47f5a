/** Bowganian (52090844): in each of its controller's Standby Phases, 600 damage to the opponent. */
import { type CardScript } from '../facade.js';

export const bowganian: CardScript = {
  passcode: 52090844,
  effects: [
    {
      id: 'burn',
      kind: 'trigger',
      label: '600 damage to your opponent',
      categories: ['damage'],
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'standby' && q.state.turnPlayer === q.player,
      resolve: (r) => r.damage(r.opponent, 600),
    },
  ],
};
