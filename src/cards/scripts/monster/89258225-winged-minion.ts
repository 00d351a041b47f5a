/** Winged Minion (89258225): Tribute it to give 1 face-up Fiend-Type monster 700 ATK and DEF for as long as that monster stays face-up. */
import { type CardScript, facts, faceUpMonster } from '../facade.js';

export const wingedMinion: CardScript = {
  passcode: 89258225,
  effects: [
    {
      id: 'boost',
      kind: 'ignition',
      label: 'Tribute this card: 1 face-up Fiend-Type monster gains 700 ATK and DEF',
      categories: ['stat-change'],
      cost: { self: 'tribute' },
      targets: [{ what: 'face-up Fiend-Type monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => id !== q.self && faceUpMonster(q.state, id) && facts(q.state, id).race === 'Fiend' }],
      resolve: (r) => {
        for (const id of r.targets(0)) if (faceUpMonster(r.state, id)) r.changeStats(id, 700, 700, 'permanent');
      },
    },
  ],
};
