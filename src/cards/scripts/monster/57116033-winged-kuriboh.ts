/** Winged Kuriboh (57116033): when it is destroyed on the field and sent to the Graveyard, its controller takes no battle damage for the rest of the turn. */
import { type CardScript } from '../facade.js';

export const wingedKuriboh: CardScript = {
  passcode: 57116033,
  effects: [
    {
      id: 'shield',
      kind: 'trigger',
      label: 'you take no battle damage for the rest of this turn',
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'destroyed' && e.card === q.self && q.state.cards[q.self]!.location === 'graveyard',
      resolve: (r) => r.addEffect('no-battle-damage', { player: r.player }, null),
    },
  ],
};
