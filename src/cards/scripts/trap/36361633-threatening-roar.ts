/** Threatening Roar (36361633): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript } from '../facade.js';

export const threateningRoar: CardScript = {
  passcode: 36361633,
  effects: [
    {
      id: 'activate',
      kind: 'trap',
      resolve: (r) => {
        r.addEffect('cannot-attack', { monstersOf: r.opponent }, null);
      },
    },
  ],
};
