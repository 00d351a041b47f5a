/** Dark Magician Knight (50725996): Special Summoned only by "Knight's Title"; when it is Special Summoned it destroys 1 card on the field. */
import { type CardScript, specialSummonedItself } from '../facade.js';

export const darkMagicianKnight: CardScript = {
  passcode: 50725996,
  specialSummonOnly: true,
  effects: [
    {
      id: 'destroy',
      kind: 'trigger',
      label: 'destroy 1 card on the field',
      categories: ['destroy-monster', 'destroy-spell-trap'],
      triggersOn: specialSummonedItself,
      targets: [{ what: 'card on the field', min: 1, max: 1, from: ['field'], side: 'both' }],
      resolve: (r) => void r.destroy(r.targets(0)),
    },
  ],
};
