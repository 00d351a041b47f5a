/** Spirit Caller (48659020): FLIP: Special Summon 1 Level 3 or lower Normal Monster from its controller's Graveyard. */
import { canBeSpecialSummonedByEffect, type CardScript, facts, flipMonster, maySpecialSummon } from '../facade.js';

export const spiritCaller: CardScript = flipMonster(48659020, {
  label: 'Special Summon 1 Level 3 or lower Normal Monster from your Graveyard',
  categories: ['special-summon'],
  targets: [
    {
      what: 'Level 3 or lower Normal Monster in your Graveyard',
      min: 1,
      max: 1,
      from: ['graveyard'],
      side: 'own',
      filter: (q, id) => facts(q.state, id).frame === 'normal' && facts(q.state, id).level <= 3 && canBeSpecialSummonedByEffect(q.state, q.ctx, id),
    },
  ],
  resolve: (r) => {
    const [target] = r.targets(0);
    if (target !== undefined && maySpecialSummon(r.state, r.player)) r.specialSummon(target, r.player, r.choosePosition(r.name(target)));
  },
});
