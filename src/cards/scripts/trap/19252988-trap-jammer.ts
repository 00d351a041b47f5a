/** Trap Jammer (19252988): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, facts, topLink, trapActivation } from '../facade.js';

export const trapJammer: CardScript = {
  // Trap Jammer: a Counter Trap for the Battle Phase only: negate the activation of a Trap Card and destroy it.
  passcode: 19252988,
  effects: [
    trapActivation({
      categories: ['negate'],
      condition: (q) => {
        const top = topLink(q.state);
        return q.state.phase === 'battle' && top !== undefined && top.cardActivation && facts(q.state, top.card).kind === 'trap' && top.negated === null;
      },
      resolve: (r) => r.negateActivation(r.previousLink()),
    }),
  ],
};
