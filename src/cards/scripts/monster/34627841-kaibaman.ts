/** Kaibaman (34627841): Tribute it to Special Summon 1 "Blue-Eyes White Dragon" from the hand. */
import { type CardScript, facts, summonableByEffect } from '../facade.js';

const BLUE_EYES = 'Blue-Eyes White Dragon';

export const kaibaman: CardScript = {
  passcode: 34627841,
  effects: [
    {
      id: 'summon',
      kind: 'ignition',
      label: 'Tribute it to Special Summon "Blue-Eyes White Dragon" from your hand',
      categories: ['special-summon'],
      // Kaibaman's own zone frees up as it is Tributed, so no free zone is asked for beforehand.
      condition: (q) => q.state.players[q.player].hand.some((id) => facts(q.state, id).name === BLUE_EYES && summonableByEffect(q.state, q.ctx, q.player, id)),
      cost: { self: 'tribute' },
      resolve: (r) => {
        const candidates = r.state.players[r.player].hand.filter((id) => r.facts(id).name === BLUE_EYES && summonableByEffect(r.state, r.ctx, r.player, id)).sort((a, b) => a - b);
        const [picked] = candidates.length > 0 ? r.choose({ player: r.player, prompt: 'Special Summon 1 "Blue-Eyes White Dragon" from your hand', candidates, min: 1, max: 1 }) : [];
        if (picked !== undefined) r.specialSummon(picked, r.player, r.choosePosition(BLUE_EYES));
      },
    },
  ],
};
