/** Ameba (95174353): when control of it shifts, its new controller takes 2000 damage; once while it is face-up. */
import { type CardScript, hasEffect } from '../facade.js';

const USED = 'Ameba';

export const ameba: CardScript = {
  passcode: 95174353,
  effects: [
    {
      id: 'damage',
      kind: 'trigger',
      label: 'its new controller takes 2000 damage',
      categories: ['damage'],
      triggersOn: (q, e) => e.type === 'control' && e.card === q.self && q.state.cards[q.self]!.faceUp,
      condition: (q) => !hasEffect(q.state, undefined, { card: q.self }, 'used-once-per-duel'),
      resolve: (r) => {
        // Used up for as long as this card stays face-up where it is.
        r.addEffect('used-once-per-duel', r.cardAffected(r.self), USED, 'permanent');
        r.damage(r.player, 2000);
      },
    },
  ],
};
