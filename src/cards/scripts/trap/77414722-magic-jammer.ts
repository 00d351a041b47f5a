/** Magic Jammer (77414722): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, spellActivationOf, topLink } from '../facade.js';

export const magicJammer: CardScript = {
  // Magic Jammer: discard 1 card to negate the activation of a Spell Card and destroy it.
  passcode: 77414722,
  effects: [
    {
      id: 'activate',
      kind: 'trap',
      categories: ['negate'],
      cost: { discard: 1 },
      condition: (q) => {
        const top = topLink(q.state);
        return top !== undefined && top.cardActivation && spellActivationOf()(q, top) && top.negated === null;
      },
      resolve: (r) => {
        r.negateActivation(r.previousLink());
      },
    },
  ],
};
