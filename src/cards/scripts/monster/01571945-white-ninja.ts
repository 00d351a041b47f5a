/** White Ninja (1571945): FLIP: destroy 1 Defense Position monster on the field. */
import { type CardScript, flipMonster } from '../facade.js';

export const whiteNinja: CardScript = flipMonster(1571945, {
  label: 'destroy 1 Defense Position monster',
  categories: ['destroy-monster'],
  targets: [{ what: 'Defense Position monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', includeSelf: true, filter: (q, id) => q.state.cards[id]!.position === 'defense' }],
  resolve: (r) => {
    for (const id of r.targets(0)) if (r.state.cards[id]!.position === 'defense') r.destroy([id]);
  },
});
