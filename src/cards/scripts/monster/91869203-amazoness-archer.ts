/** Amazoness Archer (91869203): Tribute 2 monsters (itself may be one) to inflict 1200 damage. */
import { type CardScript } from '../facade.js';

export const amazonessArcher: CardScript = {
  passcode: 91869203,
  effects: [
    {
      id: 'damage',
      kind: 'ignition',
      label: 'Tribute 2 monsters to inflict 1200 damage',
      categories: ['damage'],
      cost: { tribute: 2 },
      resolve: (r) => r.damage(r.opponent, 1200),
    },
  ],
};
