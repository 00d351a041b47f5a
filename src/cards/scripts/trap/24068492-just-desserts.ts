/** Just Desserts (24068492): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, monstersOn, opponentOf } from '../facade.js';

export const justDesserts: CardScript = {
  // Just Desserts: 500 damage to the opponent for each monster they control (at resolution).
  passcode: 24068492,
  effects: [
    {
      id: 'activate',
      kind: 'trap',
      categories: ['damage'],
      condition: (q) => monstersOn(q.state, opponentOf(q.player)).length > 0,
      resolve: (r) => {
        r.damage(r.opponent, 500 * monstersOn(r.state, r.opponent).length);
      },
    },
  ],
};
