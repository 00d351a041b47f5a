/** Divine Wrath (49010598): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, facts, topLink, trapActivation } from '../facade.js';

export const divineWrath: CardScript = {
  // Divine Wrath (Counter Trap): when an Effect Monster's effect is activated, discard 1 card (the cost); negate the
  // activation and destroy that monster (if it is still on the field: a monster that sent itself away is not).
  passcode: 49010598,
  effects: [
    trapActivation({
      categories: ['negate', 'destroy-monster'],
      cost: { discard: 1 },
      condition: (q) => {
        const top = topLink(q.state);
        return top !== undefined && !top.cardActivation && top.negated === null && facts(q.state, top.card).kind === 'monster';
      },
      resolve: (r) => {
        const at = r.previousLink();
        const link = r.state.chain[at];
        if (!link) return;
        r.negateActivation(at);
        r.destroy([link.card]);
      },
    }),
  ],
};
