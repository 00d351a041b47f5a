/** Solar Flare Dragon (45985838): it cannot be attacked while you control another Pyro; 500 damage to the opponent in each of your End Phases. */
import { type CardScript, cannotBeAttackedWhileAnother } from '../facade.js';

export const solarFlareDragon: CardScript = {
  passcode: 45985838,
  effects: [
    {
      id: 'burn',
      kind: 'trigger',
      label: '500 damage to your opponent',
      categories: ['damage'],
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'end' && q.state.turnPlayer === q.player,
      resolve: (r) => r.damage(r.opponent, 500),
    },
  ],
  continuous: [cannotBeAttackedWhileAnother('Pyro')],
};
