/** Battery Charger (61181383): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { canBeSpecialSummonedByEffect, type CardScript, facts, freeMainZones, maySpecialSummon, spellActivation } from '../facade.js';

// Battery Charger: pay 500 Life Points (cost); target 1 "Batteryman" monster in your Graveyard; Special Summon it.
export const batteryCharger: CardScript = {
  passcode: 61181383,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      cost: { lp: 500 },
      condition: (q) => freeMainZones(q.state, q.player) > 0 && maySpecialSummon(q.state, q.player),
      targets: [
        {
          what: '"Batteryman" monster in your Graveyard',
          min: 1,
          max: 1,
          from: ['graveyard'],
          side: 'own',
          filter: (q, id) => facts(q.state, id).kind === 'monster' && facts(q.state, id).name.includes('Batteryman') && canBeSpecialSummonedByEffect(q.state, q.ctx, id),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined) r.specialSummon(target, r.player, r.choosePosition(r.name(target)));
      },
    }),
  ],
};
