/** Hysteric Fairy (21297224): Tribute 2 monsters to gain 1000 LP. */
import { type CardScript } from '../facade.js';

export const hystericFairy: CardScript = {
  passcode: 21297224,
  effects: [
    {
      id: 'gain',
      kind: 'ignition',
      label: 'Tribute 2 monsters to gain 1000 LP',
      cost: { tribute: 2 },
      resolve: (r) => r.gainLp(r.player, 1000),
    },
  ],
};
