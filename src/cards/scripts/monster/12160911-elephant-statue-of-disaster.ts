/** Elephant Statue of Disaster (12160911): sent from the hand to the Graveyard by an opponent's card effect, it inflicts 2000 damage to that opponent. */
import { type CardScript } from '../facade.js';

export const elephantStatueOfDisaster: CardScript = {
  passcode: 12160911,
  effects: [
    {
      id: 'damage',
      kind: 'trigger',
      label: 'inflict 2000 damage to your opponent',
      categories: ['damage'],
      triggersFrom: ['graveyard'],
      // `byPlayer` names whose effect sent it; a discard for a cost or the hand size names nobody.
      triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self && e.from === 'hand' && e.byPlayer !== undefined && e.byPlayer !== q.player,
      resolve: (r) => r.damage(r.opponent, 2000),
    },
  ],
};
