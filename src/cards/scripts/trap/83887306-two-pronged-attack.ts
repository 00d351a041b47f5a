/** Two-Pronged Attack (83887306): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript } from '../facade.js';

export const twoProngedAttack: CardScript = {
  // Two-Pronged Attack: target 2 of your monsters and 1 of your opponent's; destroy them
  // (only if all three are still there, as ygopro and the card's rulings have it).
  passcode: 83887306,
  effects: [
    {
      id: 'activate',
      kind: 'trap',
      categories: ['destroy-monster'],
      targets: [
        { what: 'monsters you control', min: 2, max: 2, from: ['monsters'], side: 'own' },
        { what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' },
      ],
      resolve: (r) => {
        const all = [...r.targets(0), ...r.targets(1)];
        if (all.length === 3) r.destroy(all);
      },
    },
  ],
};
