/** RAM Clouder (9190563): Tribute a monster to revive a Cyberse monster from the Graveyard (once per turn by name). */
import { type CardScript, canBeSpecialSummonedByEffect, facts, maySpecialSummon, tributeOneCost } from '../facade.js';

export const ramClouder: CardScript = {
  passcode: 9190563,
  effects: [
    {
      // You can Tribute 1 monster you control, then target 1 Cyberse monster in your GY; Special Summon it.
      id: 'revive',
      kind: 'ignition',
      label: 'Tribute a monster to Special Summon a Cyberse monster from your Graveyard',
      categories: ['special-summon'],
      oncePerTurn: 'name',
      cost: tributeOneCost('1 monster you control', () => true, true),
      condition: (q) => maySpecialSummon(q.state, q.player),
      targets: [
        {
          what: 'Cyberse monster in your Graveyard',
          min: 1,
          max: 1,
          from: ['graveyard'],
          side: 'own',
          // The Tributed monster is already in the Graveyard when the target is chosen, but it may not be the target.
          filter: (q, id) => !(q.paidCostCards ?? []).includes(id) && facts(q.state, id).kind === 'monster' && facts(q.state, id).race === 'Cyberse' && canBeSpecialSummonedByEffect(q.state, q.ctx, id),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined && r.state.cards[target]!.location === 'graveyard') r.specialSummon(target, r.player, r.choosePosition(r.name(target)));
      },
    },
  ],
};
