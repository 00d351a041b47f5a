/** Dimension Distortion (95194279): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { canBeSpecialSummonedByEffect, type CardScript, freeMainZones, maySpecialSummon, spellActivation } from '../facade.js';

// Dimension Distortion: activated only while your Graveyard is empty; target 1 of your removed-from-play monsters; Special Summon it.
export const dimensionDistortion: CardScript = {
  passcode: 95194279,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) => q.state.players[q.player].graveyard.length === 0 && freeMainZones(q.state, q.player) > 0 && maySpecialSummon(q.state, q.player),
      targets: [{ what: 'your removed-from-play monster', min: 1, max: 1, from: ['banished'], side: 'own', filter: (q, id) => canBeSpecialSummonedByEffect(q.state, q.ctx, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined) r.specialSummon(target, r.player, r.choosePosition(r.name(target)));
      },
    }),
  ],
};
