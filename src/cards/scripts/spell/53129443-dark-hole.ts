/** Dark Hole (53129443): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, monstersOn } from '../facade.js';

export const darkHole: CardScript = {
  passcode: 53129443,
  effects: [
    {
      id: 'activate',
      kind: 'spell',
      categories: ['destroy-monster'],
      condition: (q) => monstersOn(q.state).length > 0,
      resolve: (r) => {
        r.destroy(monstersOn(r.state));
      },
    },
  ],
};
