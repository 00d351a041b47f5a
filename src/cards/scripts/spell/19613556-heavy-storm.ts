/** Heavy Storm (19613556): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, spellTrapsOn } from '../facade.js';

export const heavyStorm: CardScript = {
  passcode: 19613556,
  effects: [
    {
      id: 'activate',
      kind: 'spell',
      categories: ['destroy-spell-trap'],
      condition: (q) => spellTrapsOn(q.state).some((id) => id !== q.self),
      resolve: (r) => {
        r.destroy(spellTrapsOn(r.state).filter((id) => id !== r.self));
      },
    },
  ],
};
