/** Granadora (13944422): when it is Summoned its controller gains 1000 LP; when it is destroyed and sent to the Graveyard, they take 2000 damage. */
import { type CardScript, summonedItself } from '../facade.js';

export const granadora: CardScript = {
  passcode: 13944422,
  effects: [
    { id: 'gain', kind: 'trigger', label: 'gain 1000 Life Points', triggersOn: summonedItself, resolve: (r) => r.gainLp(r.player, 1000) },
    {
      id: 'damage',
      kind: 'trigger',
      label: 'take 2000 damage',
      categories: ['damage'],
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'destroyed' && e.card === q.self && q.state.cards[q.self]!.location === 'graveyard',
      resolve: (r) => r.damage(r.player, 2000),
    },
  ],
};
