/** Miracle Restoring (68334074): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { canBeSpecialSummonedByEffect, type CardScript, facts, freeMainZones, maySpecialSummon, removeSpellCountersCost, trapActivation } from '../facade.js';

export const miracleRestoring: CardScript = {
  // Miracle Restoring: as a cost, remove 2 Spell Counters from cards you control (from one card or two); then target 1
  // "Dark Magician" in your Graveyard and Special Summon it.
  passcode: 68334074,
  effects: [
    trapActivation({
      categories: ['special-summon'],
      condition: (q) => freeMainZones(q.state, q.player) > 0 && maySpecialSummon(q.state, q.player),
      cost: removeSpellCountersCost(2, 'Miracle Restoring'),
      targets: [
        {
          what: '"Dark Magician" in your Graveyard',
          min: 1,
          max: 1,
          from: ['graveyard'],
          side: 'own',
          filter: (q, id) => facts(q.state, id).name === 'Dark Magician' && canBeSpecialSummonedByEffect(q.state, q.ctx, id),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || freeMainZones(r.state, r.player) === 0 || !maySpecialSummon(r.state, r.player)) return;
        r.specialSummon(target, r.player, r.choosePosition(r.name(target)));
      },
    }),
  ],
};
