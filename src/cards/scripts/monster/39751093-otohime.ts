/** Otohime (39751093): a Spirit; when Normal Summoned or flipped face-up, it may change the battle position of 1 face-up monster the opponent controls. */
import { type CardScript, faceUpMonster, switchPositions, spiritMonster, summonedOrFlipped } from '../facade.js';

export const otohime: CardScript = spiritMonster(39751093, [
  {
    id: 'position',
    kind: 'trigger',
    label: 'change the battle position of 1 face-up monster your opponent controls',
    categories: ['position'],
    optional: true,
    when: true,
    triggersOn: summonedOrFlipped,
    targets: [{ what: 'face-up monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => faceUpMonster(q.state, id) }],
    resolve: (r) => switchPositions(r, r.targets(0)),
  },
]);
