/** Grave Ohja (40937767): not attackable while its controller controls a face-down Defense Position monster; each Flip Summon of its controller's monsters inflicts 300 damage to the opponent. */
import { type CardScript, faceDownDefense, monstersOn } from '../facade.js';

export const graveOhja: CardScript = {
  passcode: 40937767,
  effects: [
    {
      id: 'damage',
      kind: 'trigger',
      label: 'inflict 300 damage to your opponent',
      categories: ['damage'],
      triggersOn: (q, e) => e.type === 'flip-summon' && e.player === q.player,
      resolve: (r) => r.damage(r.opponent, 300),
    },
  ],
  continuous: [
    {
      code: 'cannot-be-attacked',
      affects: (state, source, t) => 'card' in t && t.card === source && monstersOn(state, state.cards[source]!.controller).some((id) => faceDownDefense(state, id)),
    },
  ],
};
