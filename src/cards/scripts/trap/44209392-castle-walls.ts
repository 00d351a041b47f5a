/** Castle Walls (44209392): scripted from our own wording of the card in data/cards/cards.json. */
import { boostOneFaceUpMonster, type CardScript } from '../facade.js';

export const castleWalls: CardScript = {
  // Castle Walls: +500 DEF to 1 face-up monster until the end of the turn (Damage Step: it directly changes DEF).
  passcode: 44209392,
  effects: [
    {
      id: 'activate',
      kind: 'trap',
      ...boostOneFaceUpMonster(0, 500),
    },
  ],
};
