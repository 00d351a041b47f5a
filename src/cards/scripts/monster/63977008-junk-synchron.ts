/** Junk Synchron (63977008): on its Normal Summon, revives a Level 2 or lower monster with its effects negated. */
import { type CardScript, canBeSpecialSummonedByEffect, facts, freeMainZones, maySpecialSummon, normalSummoned, summonWithEffectsNegated } from '../facade.js';

export const junkSynchron: CardScript = {
  passcode: 63977008,
  effects: [
    {
      // When Normal Summoned: you can target 1 Level 2 or lower monster in your GY; Special Summon it in Defense Position, its effects negated.
      id: 'revive',
      kind: 'trigger',
      label: 'Special Summon a Level 2 or lower monster from your Graveyard in Defense Position',
      categories: ['special-summon'],
      optional: true,
      triggersOn: normalSummoned,
      condition: (q) => freeMainZones(q.state, q.player) > 0 && maySpecialSummon(q.state, q.player),
      targets: [
        {
          what: 'Level 2 or lower monster in your Graveyard',
          min: 1,
          max: 1,
          from: ['graveyard'],
          side: 'own',
          filter: (q, id) => facts(q.state, id).kind === 'monster' && facts(q.state, id).level <= 2 && canBeSpecialSummonedByEffect(q.state, q.ctx, id),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined) summonWithEffectsNegated(r, target, 'defense');
      },
    },
  ],
};
