/** Molten Zombie (4732017): Special Summoned from the Graveyard, its controller draws 1 card. */
import { type CardScript } from '../facade.js';

export const moltenZombie: CardScript = {
  passcode: 4732017,
  effects: [
    {
      id: 'draw',
      kind: 'trigger',
      label: 'draw 1 card',
      categories: ['draw'],
      triggersOn: (q, e) => e.type === 'special-summon' && e.card === q.self && e.from === 'graveyard',
      resolve: (r) => void r.draw(r.player, 1),
    },
  ],
};
