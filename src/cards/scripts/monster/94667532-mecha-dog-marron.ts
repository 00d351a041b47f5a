/** Mecha-Dog Marron (94667532): destroyed on the field and sent to the Graveyard, 1000 damage to both players if by battle, else to the opponent. */
import { type CardScript } from '../facade.js';

export const mechaDogMarron: CardScript = {
  passcode: 94667532,
  effects: [
    {
      id: 'burn',
      kind: 'trigger',
      label: '1000 damage to both players (by battle) or to your opponent',
      categories: ['damage'],
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'destroyed' && e.card === q.self && q.state.cards[q.self]!.location === 'graveyard',
      resolve: (r) => {
        const e = r.link.event;
        if (e?.type === 'destroyed' && e.by === 'battle') r.damageBoth(1000);
        else r.damage(r.opponent, 1000);
      },
    },
  ],
};
