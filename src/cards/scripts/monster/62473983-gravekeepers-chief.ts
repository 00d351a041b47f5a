/** Gravekeeper's Chief (62473983): scripted from our own wording of the card in data/cards/text/goat-mon-4.json. */
import { type CardScript, canBeSpecialSummonedByEffect, freeMainZones, maySpecialSummon, nameOf, targetCard, tributeSummoned } from '../facade.js';

// Gravekeeper's Chief: its controller can only control 1 face-up Gravekeeper's Chief
// (`onlyOneFaceUp`); while it is face-up, its controller's Graveyard is not affected by
// Necrovalley ('graveyard-immune-to-necrovalley' on that player); when it is Tribute Summoned,
// its controller may target 1 "Gravekeeper's" monster in their Graveyard and Special Summon it.
export const gravekeepersChief: CardScript = {
  passcode: 62473983,
  onlyOneFaceUp: true,
  continuous: [{ code: 'graveyard-immune-to-necrovalley', affects: (state, source, t) => targetCard(t) === null && 'player' in t && t.player === state.cards[source]!.controller }],
  effects: [
    {
      id: 'revive',
      kind: 'trigger',
      label: 'Special Summon 1 "Gravekeeper\'s" monster from your Graveyard',
      categories: ['special-summon'],
      optional: true,
      when: true,
      triggersOn: tributeSummoned,
      condition: (q) => freeMainZones(q.state, q.player) > 0 && maySpecialSummon(q.state, q.player),
      targets: [{ what: '"Gravekeeper\'s" monster in your Graveyard', min: 1, max: 1, from: ['graveyard'], side: 'own', filter: (q, id) => nameOf(q.state, id).startsWith("Gravekeeper's") && canBeSpecialSummonedByEffect(q.state, q.ctx, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined) r.specialSummon(target, r.player, r.choosePosition(r.name(target)));
      },
    },
  ],
};
