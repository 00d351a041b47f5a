/** Pinch Hopper (26185991): sent from its owner's field (while they controlled it) to the Graveyard, it may Special Summon 1 Insect-Type monster from the hand. */
import { type CardScript, type EffectQuery, facts, freeMainZones, sentFromFieldThisTurn, summonableByEffect } from '../facade.js';

const insectsInHand = (q: EffectQuery): number[] =>
  q.state.players[q.player].hand.filter((id) => facts(q.state, id).race === 'Insect' && summonableByEffect(q.state, q.ctx, q.player, id)).sort((a, b) => a - b);

export const pinchHopper: CardScript = {
  passcode: 26185991,
  effects: [
    {
      id: 'summon',
      kind: 'trigger',
      label: 'Special Summon 1 Insect-Type monster from your hand',
      categories: ['special-summon'],
      optional: true,
      triggersFrom: ['graveyard'],
      // The turn's record keeps a monster sent from the field to its owner's Graveyard only while its owner controlled it.
      triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self && (e.from === 'monster' || e.from === 'extraMonster') && sentFromFieldThisTurn(q.state, q.player, q.self),
      condition: (q) => freeMainZones(q.state, q.player) > 0 && insectsInHand(q).length > 0,
      resolve: (r) => {
        const candidates = insectsInHand({ state: r.state, self: r.self, player: r.player, ctx: r.ctx });
        if (freeMainZones(r.state, r.player) === 0 || candidates.length === 0) return;
        const [picked] = r.choose({ player: r.player, prompt: 'Special Summon 1 Insect-Type monster from your hand', candidates, min: 1, max: 1 });
        if (picked !== undefined) r.specialSummon(picked, r.player, r.choosePosition('the Insect-Type monster'));
      },
    },
  ],
};
