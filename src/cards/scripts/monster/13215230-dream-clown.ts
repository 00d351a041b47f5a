/** Dream Clown (13215230): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript } from '../facade.js';

export const dreamClown: CardScript = {
  passcode: 13215230,
  effects: [
    {
      id: 'destroy',
      kind: 'trigger',
      label: 'destroy 1 monster your opponent controls',
      categories: ['destroy-monster'],
      triggersOn: (q, e) => e.type === 'position' && e.card === q.self && e.position === 'defense' && e.from === 'attack' && e.wasFaceUp === true,
      targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
      resolve: (r) => {
        r.destroy(r.targets(0));
      },
    },
  ],
};
