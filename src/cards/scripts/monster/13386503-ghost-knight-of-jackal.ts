/** Ghost Knight of Jackal (13386503): when it destroys an opponent's monster by battle and sends it to the Graveyard, its controller may Special Summon that monster to their own field in face-up Defense Position. */
import { type CardScript, canBeSpecialSummonedByEffect, destroysByBattleToGraveyard, freeMainZones, victimInGraveyard } from '../facade.js';

export const ghostKnightOfJackal: CardScript = {
  passcode: 13386503,
  effects: [
    {
      id: 'revive',
      kind: 'trigger',
      label: 'Special Summon the monster it destroyed to your field in face-up Defense Position',
      categories: ['special-summon'],
      optional: true,
      triggersOn: (q, e) => destroysByBattleToGraveyard(q, e) && e.type === 'destroyed' && e.owner !== q.player,
      condition: (q) => freeMainZones(q.state, q.player) > 0 && q.event?.type === 'destroyed' && canBeSpecialSummonedByEffect(q.state, q.ctx, q.event.card),
      resolve: (r) => {
        const victim = victimInGraveyard(r);
        if (victim !== null && canBeSpecialSummonedByEffect(r.state, r.ctx, victim)) r.specialSummon(victim, r.player, 'defense');
      },
    },
  ],
};
