/** Dark Jeroid (90980792): when it is Summoned, 1 face-up monster on the field loses 800 ATK. */
import { type CardScript, faceUpMonster } from '../facade.js';

export const darkJeroid: CardScript = {
  passcode: 90980792,
  effects: [
    {
      id: 'weaken',
      kind: 'trigger',
      label: '1 face-up monster loses 800 ATK',
      categories: ['stat-change'],
      triggersOn: (q, e) => (e.type === 'normal-summon' || e.type === 'flip-summon' || e.type === 'special-summon') && e.card === q.self,
      targets: [{ what: 'face-up monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', includeSelf: true, filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        for (const id of r.targets(0)) if (faceUpMonster(r.state, id)) r.changeStats(id, -800, 0, 'permanent');
      },
    },
  ],
};
