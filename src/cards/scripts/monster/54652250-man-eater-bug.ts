/** Man-Eater Bug (54652250): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript } from '../facade.js';

export const manEaterBug: CardScript = {
  passcode: 54652250,
  effects: [
    {
      id: 'flip',
      kind: 'flip',
      label: 'destroy 1 monster',
      categories: ['destroy-monster'],
      targets: [{ what: 'monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', includeSelf: true }],
      resolve: (r) => {
        r.destroy(r.targets(0));
      },
    },
  ],
};
