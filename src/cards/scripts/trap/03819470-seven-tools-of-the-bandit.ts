/** Seven Tools of the Bandit (3819470): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, facts, topLink } from '../facade.js';

export const sevenToolsOfTheBandit: CardScript = {
  passcode: 3819470,
  effects: [
    {
      id: 'activate',
      kind: 'trap',
      categories: ['negate'],
      cost: { lp: 1000 },
      condition: (q) => {
        const top = topLink(q.state);
        return top !== undefined && top.cardActivation && facts(q.state, top.card).kind === 'trap' && top.negated === null;
      },
      resolve: (r) => {
        r.negateActivation(r.previousLink());
      },
    },
  ],
};
