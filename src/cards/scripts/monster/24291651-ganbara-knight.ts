/** Ganbara Knight (24291651): when an opponent's monster declares an attack, it can come out of the hand in Defense Position. */
import { type CardScript, freeMainZones, opponentDeclaresAttack, summonableByEffect } from '../facade.js';

export const ganbaraKnight: CardScript = {
  passcode: 24291651,
  effects: [
    {
      id: 'summon-from-hand',
      kind: 'trigger',
      label: 'Special Summon Ganbara Knight from your hand in Defense Position',
      categories: ['special-summon'],
      optional: true,
      triggersFrom: ['hand'],
      triggersOn: opponentDeclaresAttack,
      condition: (q) => freeMainZones(q.state, q.player) > 0 && summonableByEffect(q.state, q.ctx, q.player, q.self),
      resolve: (r) => {
        if (r.state.cards[r.self]!.location === 'hand') r.specialSummon(r.self, r.player, 'defense');
      },
    },
  ],
};
