/** Rite of Spirit (30450531): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, canBeSpecialSummonedByEffect, facts, freeMainZones, maySpecialSummon, trapActivation } from '../facade.js';

export const riteOfSpirit: CardScript = {
  // Rite of Spirit: target 1 "Gravekeeper's" monster in your Graveyard; Special Summon it.
  // Printed: its activation and effect are unaffected by "Necrovalley" (the engine's Graveyard locks, graveyardLocks.ts).
  passcode: 30450531,
  ignoresGraveyardLocks: true,
  effects: [
    trapActivation({
      categories: ['special-summon'],
      condition: (q) => freeMainZones(q.state, q.player) > 0 && maySpecialSummon(q.state, q.player),
      targets: [
        {
          what: '"Gravekeeper\'s" monster in your Graveyard',
          min: 1,
          max: 1,
          from: ['graveyard'],
          side: 'own',
          filter: (q, id) => facts(q.state, id).name.startsWith("Gravekeeper's") && canBeSpecialSummonedByEffect(q.state, q.ctx, id),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined) r.specialSummon(target, r.player, r.choosePosition(r.name(target)));
      },
    }),
  ],
};
