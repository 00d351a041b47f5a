/** Tsukuyomi (34853266): a Spirit monster that turns a face-up monster face-down when it is Normal Summoned or flipped face-up. */
import { type CardScript, isFaceUp, spiritMonster, summonedOrFlipped } from '../facade.js';

export const tsukuyomi: CardScript = spiritMonster(34853266, [
  {
    id: 'face-down',
    kind: 'trigger',
    label: 'change 1 face-up monster to face-down Defense Position',
    categories: ['position'],
    triggersOn: summonedOrFlipped,
    targets: [{ what: 'face-up monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', includeSelf: true, filter: (q, id) => isFaceUp(q.state, id) }],
    resolve: (r) => {
      for (const id of r.targets(0)) r.changeToFaceDownDefense(id);
    },
  },
]);
