/** Bite Shoes (50122883): FLIP: change the battle position of 1 face-up monster on the field. */
import { type CardScript, faceUpMonster, switchPositions, flipMonster } from '../facade.js';

export const biteShoes: CardScript = flipMonster(50122883, {
  label: 'change the battle position of 1 face-up monster',
  categories: ['position'],
  targets: [{ what: 'face-up monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', includeSelf: true, filter: (q, id) => faceUpMonster(q.state, id) }],
  resolve: (r) => switchPositions(r, r.targets(0)),
});
