/** The Creator Incarnate (97093037): Tribute it to Special Summon 1 "The Creator" from the hand. */
import { type CardScript, facts, freeMainZones, summonableByEffect } from '../facade.js';

const creatorsInHand = (state: Parameters<typeof facts>[0], ctx: Parameters<typeof summonableByEffect>[1], player: 0 | 1): number[] =>
  state.players[player].hand.filter((id) => facts(state, id).name === 'The Creator' && summonableByEffect(state, ctx, player, id)).sort((a, b) => a - b);

export const theCreatorIncarnate: CardScript = {
  passcode: 97093037,
  effects: [
    {
      id: 'summon',
      kind: 'ignition',
      label: 'Tribute this card to Special Summon 1 "The Creator" from your hand',
      categories: ['special-summon'],
      cost: { self: 'tribute' },
      // Tributing this card frees its own zone, so a full field is no bar.
      condition: (q) => creatorsInHand(q.state, q.ctx, q.player).length > 0,
      resolve: (r) => {
        const candidates = creatorsInHand(r.state, r.ctx, r.player);
        if (candidates.length === 0 || freeMainZones(r.state, r.player) === 0) return;
        const picked = r.choose({ player: r.player, prompt: 'Special Summon 1 "The Creator" from your hand', candidates, min: 1, max: 1 });
        for (const id of picked) r.specialSummon(id, r.player, r.choosePosition('The Creator'));
      },
    },
  ],
};
