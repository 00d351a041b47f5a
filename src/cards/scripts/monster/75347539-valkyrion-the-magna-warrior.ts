/**
 * Valkyrion the Magna Warrior (75347539): Special Summoned from the hand only by Tributing
 * "Alpha", "Beta" and "Gamma The Magnet Warrior"; Tribute it to Special Summon those three
 * from your Graveyard.
 */
import { type CardScript, type EffectQuery, canBeSpecialSummonedByEffect, facts, freeMainZones, maySpecialSummon, tributeNamed, tributeSummonMonster } from '../facade.js';

const MAGNETS = ['Alpha The Magnet Warrior', 'Beta The Magnet Warrior', 'Gamma The Magnet Warrior'];

/** One copy of each Magnet Warrior in the Graveyard that may be Special Summoned, or null if one is missing. */
function magnetsInGraveyard(q: EffectQuery): number[] | null {
  const grave = q.state.players[q.player].graveyard;
  const picks = MAGNETS.map((name) => grave.find((id) => facts(q.state, id).name === name && canBeSpecialSummonedByEffect(q.state, q.ctx, id)));
  return picks.every((id) => id !== undefined) ? (picks as number[]) : null;
}

export const valkyrionTheMagnaWarrior: CardScript = {
  ...tributeSummonMonster(75347539, MAGNETS.map(tributeNamed)),
  effects: [
    {
      id: 'split',
      kind: 'ignition',
      label: 'Tribute it: Special Summon Alpha, Beta and Gamma from your Graveyard',
      categories: ['special-summon'],
      // Its own zone is freed by the Tribute, so 2 free zones are enough.
      condition: (q) => freeMainZones(q.state, q.player) >= 2 && maySpecialSummon(q.state, q.player) && magnetsInGraveyard(q) !== null,
      cost: { self: 'tribute' },
      targets: MAGNETS.map((name) => ({ what: `"${name}" in your Graveyard`, min: 1, max: 1, from: ['graveyard'] as const, side: 'own' as const, filter: (q: EffectQuery, id: number) => facts(q.state, id).name === name && canBeSpecialSummonedByEffect(q.state, q.ctx, id) })),
      resolve: (r) => {
        const magnets = [r.targets(0), r.targets(1), r.targets(2)].map(([id]) => id);
        // All three or none: the effect Special Summons them together.
        if (magnets.some((id) => id === undefined) || freeMainZones(r.state, r.player) < 3) return;
        for (const id of magnets) r.specialSummon(id!, r.player, r.choosePosition(r.name(id!)));
      },
    },
  ],
};
