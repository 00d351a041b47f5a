/** Old Vindictive Magician (45141844): FLIP: destroy 1 monster the opponent controls. */
import { type CardScript, flipMonster } from '../facade.js';

export const oldVindictiveMagician: CardScript = flipMonster(45141844, {
  label: 'destroy 1 monster your opponent controls',
  categories: ['destroy-monster'],
  targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
  resolve: (r) => void r.destroy(r.targets(0)),
});
