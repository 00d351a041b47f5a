/** Zombyra the Dark (88472456): it cannot attack directly, and loses 200 ATK each time it destroys a monster by battle. */
import { type CardScript } from '../facade.js';

export const zombyraTheDark: CardScript = {
  passcode: 88472456,
  effects: [
    {
      id: 'weaken',
      kind: 'trigger',
      label: 'it loses 200 ATK',
      categories: ['stat-change'],
      triggersOn: (q, e) => {
        const battle = q.state.battle;
        return e.type === 'destroyed' && e.by === 'battle' && e.card !== q.self && battle !== null && (battle.attacker === q.self || battle.target === q.self);
      },
      resolve: (r) => r.changeStats(r.self, -200, 0, 'permanent'),
    },
  ],
  continuous: [{ code: 'cannot-attack-directly' }],
};
