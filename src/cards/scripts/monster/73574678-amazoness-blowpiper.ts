/** Amazoness Blowpiper (73574678): in each of its controller's Standby Phases, 1 face-up monster the opponent controls loses 500 ATK until the end of the turn. */
import { type CardScript, faceUpMonster, ownStandbyPhase } from '../facade.js';

export const amazonessBlowpiper: CardScript = {
  passcode: 73574678,
  effects: [
    {
      id: 'weaken',
      kind: 'trigger',
      label: '1 face-up monster your opponent controls loses 500 ATK until the end of the turn',
      categories: ['stat-change'],
      triggersOn: ownStandbyPhase,
      targets: [{ what: 'face-up monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        for (const id of r.targets(0)) if (faceUpMonster(r.state, id)) r.changeStats(id, -500, 0);
      },
    },
  ],
};
