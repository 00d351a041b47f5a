/** Type Zero Magic Crusher (21237481): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, facts, trapActivation } from '../facade.js';

export const typeZeroMagicCrusher: CardScript = {
  // Type Zero Magic Crusher (Continuous Trap): while it is face-up, you may discard 1 Spell Card (a cost) at any time you
  // could activate a Trap, to inflict 500 damage to your opponent; as many times as you like.
  passcode: 21237481,
  effects: [
    trapActivation({ resolve: () => {} }),
    {
      id: 'crush',
      kind: 'quick',
      label: 'discard 1 Spell Card: 500 damage to your opponent (Type Zero Magic Crusher)',
      categories: ['damage'],
      cost: { discard: 1, discardOnly: { what: 'a Spell Card', filter: (q, id) => facts(q.state, id).kind === 'spell' } },
      resolve: (r) => {
        if (r.sourceStillThere()) r.damage(r.opponent, 500);
      },
    },
  ],
};
