/** Blowback Dragon (25551951): once per turn, target 1 card on the field and toss a coin 3 times; 2 or more heads destroy it. */
import { type CardScript, headsOutOf } from '../facade.js';

export const blowbackDragon: CardScript = {
  passcode: 25551951,
  effects: [
    {
      id: 'coins',
      kind: 'ignition',
      label: 'target 1 card on the field, toss a coin 3 times: 2 or more heads destroy it',
      categories: ['destroy-monster', 'destroy-spell-trap'],
      oncePerTurn: 'card',
      targets: [{ what: 'card on the field', min: 1, max: 1, from: ['field'], side: 'both', includeSelf: true }],
      resolve: (r) => {
        if (headsOutOf(r, 3) >= 2) r.destroy(r.targets(0));
      },
    },
  ],
};
