/** Inferno (74823665): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { banishAttribute, banishSummonMonster, battleOpponent, type CardScript } from '../facade.js';

export const inferno: CardScript = {
  ...banishSummonMonster(74823665, [banishAttribute('FIRE')]),
  effects: [
    {
      id: 'burn',
      kind: 'trigger',
      label: 'inflict 1500 damage to your opponent',
      categories: ['damage'],
      // It destroyed the opponent's monster it battled and that monster went to the Graveyard.
      triggersOn: (q, e) =>
        e.type === 'destroyed' && e.by === 'battle' && battleOpponent(q.state, q.self) === e.card && q.state.cards[e.card]!.controller !== q.player && q.state.cards[e.card]!.location === 'graveyard',
      resolve: (r) => r.damage(r.opponent, 1500),
    },
  ],
};
