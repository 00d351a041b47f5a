/** Reinforcements (17814387): scripted from our own wording of the card in data/cards/cards.json. */
import { boostOneFaceUpMonster, type CardScript } from '../facade.js';

export const reinforcements: CardScript = {
  passcode: 17814387,
  effects: [
    {
      id: 'activate',
      kind: 'trap',
      ...boostOneFaceUpMonster(500, 0),
    },
  ],
};
