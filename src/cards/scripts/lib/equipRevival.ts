/**
 * "Pay 800 Life Points; select 1 <kind> Monster in your Graveyard: Special Summon it and equip
 * it with this card. When this card is removed from the field, remove the equipped monster from
 * play" (Re-Fusion, Fulfillment of the Contract). The removal is applied by the rules as the
 * card leaves, not as a Chain Link: a 'destroyed-with' tie with `onAnyLeave` and `banish`.
 */
import type { CardScript, CardStatic } from './engine.js';
import { canBeSpecialSummonedByEffect, maySpecialSummon } from './engine.js';
import { facts, freeMainZones } from './queries.js';
import { spellActivation } from './templates.js';

export function reviveAndEquip(passcode: number, what: string, fits: (f: CardStatic) => boolean): CardScript {
  return {
    passcode,
    effects: [
      spellActivation({
        categories: ['special-summon'],
        cost: { lp: 800 },
        condition: (q) => freeMainZones(q.state, q.player) > 0 && maySpecialSummon(q.state, q.player),
        targets: [{ what, min: 1, max: 1, from: ['graveyard'], side: 'own', filter: (q, id) => fits(facts(q.state, id)) && canBeSpecialSummonedByEffect(q.state, q.ctx, id) }],
        resolve: (r) => {
          const [target] = r.targets(0);
          // The monster comes back only while this card is still there to be equipped to it.
          if (target === undefined || !r.sourceStillThere()) return;
          if (!r.specialSummon(target, r.player, r.choosePosition(r.name(target))) || !r.equip(r.self, target)) return;
          r.addEffect('destroyed-with', r.cardAffected(target), { card: r.self, moves: r.state.cards[r.self]!.moves, onAnyLeave: true, banish: true }, 'permanent');
        },
      }),
    ],
  };
}
