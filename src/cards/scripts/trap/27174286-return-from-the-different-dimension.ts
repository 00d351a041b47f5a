/** Return from the Different Dimension (27174286): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, freeMainZones, summonableByEffect, trapActivation } from '../facade.js';
import type { EffectQuery } from '../facade.js';

/** Your removed-from-play monsters an effect may Special Summon now. */
function returnable(q: EffectQuery): number[] {
  return q.state.players[q.player].banished.filter((id) => q.state.cards[id]!.faceUp && summonableByEffect(q.state, q.ctx, q.player, id));
}

// Return from the Different Dimension: pay half your Life Points; Special Summon as many of your removed-from-play
// monsters as you can (as many as your free Monster Zones allow); as the End Phase begins the rules remove from play
// the ones still on the field (not a Chain Link).
export const returnFromTheDifferentDimension: CardScript = {
  passcode: 27174286,
  effects: [
    trapActivation({
      categories: ['special-summon'],
      cost: { halfLp: true },
      condition: (q) => freeMainZones(q.state, q.player) > 0 && returnable(q).length > 0,
      resolve: (r) => {
        const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
        const candidates = returnable(q);
        const count = Math.min(freeMainZones(r.state, r.player), candidates.length);
        if (count === 0) return;
        const picked = r.choose({ player: r.player, prompt: `Special Summon ${count} of your removed-from-play monsters`, candidates, min: count, max: count });
        for (const id of picked) {
          if (r.specialSummon(id, r.player, r.choosePosition(r.name(id)))) r.banishAtEndPhase(id);
        }
      },
    }),
  ],
};
