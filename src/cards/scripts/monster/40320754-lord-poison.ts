/** Lord Poison (40320754): destroyed by battle and sent to the Graveyard, it Special Summons 1 Plant-Type monster other than "Lord Poison" from its owner's Graveyard. */
import { type CardScript, canBeSpecialSummonedByEffect, destroyedByBattleToGraveyard, facts, freeMainZones } from '../facade.js';

export const lordPoison: CardScript = {
  passcode: 40320754,
  effects: [
    {
      id: 'revive',
      kind: 'trigger',
      label: 'Special Summon 1 Plant-Type monster (not "Lord Poison") from your Graveyard',
      categories: ['special-summon'],
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattleToGraveyard,
      condition: (q) => freeMainZones(q.state, q.player) > 0,
      targets: [
        {
          what: 'Plant-Type monster in your Graveyard other than "Lord Poison"',
          min: 1,
          max: 1,
          from: ['graveyard'],
          side: 'own',
          filter: (q, id) => facts(q.state, id).race === 'Plant' && facts(q.state, id).name !== 'Lord Poison' && canBeSpecialSummonedByEffect(q.state, q.ctx, id),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined) r.specialSummon(target, r.player, r.choosePosition(r.name(target)));
      },
    },
  ],
};
