/** Ryu Senshi (49868263): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { cardActivationOnTop, type CardScript, facts, topLink } from '../facade.js';

export const ryuSenshi: CardScript = {
  // Ryu Senshi: pay 1000 LP to negate the activation of a Normal Trap Card and destroy it;
  // discard 1 card to negate the activation of a Spell Card that targets this card and destroy it.
  passcode: 49868263,
  fusionMaterials: ['Warrior Dai Grepher', 'Spirit Ryu'],
  effects: [
    {
      id: 'negate-trap',
      kind: 'quick',
      label: 'Pay 1000 LP with Ryu Senshi to negate a Normal Trap',
      categories: ['negate'],
      cost: { lp: 1000 },
      condition: (q) => cardActivationOnTop(q, 'trap', 'Normal'),
      resolve: (r) => r.negateActivation(r.previousLink()),
    },
    {
      id: 'negate-spell',
      kind: 'quick',
      label: 'Discard 1 card with Ryu Senshi to negate a Spell that targets it',
      categories: ['negate'],
      cost: { discard: 1 },
      condition: (q) => {
        const top = topLink(q.state);
        if (top === undefined || !top.cardActivation || top.negated !== null || facts(q.state, top.card).kind !== 'spell') return false;
        const self = q.state.cards[q.self]!;
        return top.targets.some((slot) => slot.some((t) => t.id === q.self && t.moves === self.moves));
      },
      resolve: (r) => r.negateActivation(r.previousLink()),
    },
  ],
};
