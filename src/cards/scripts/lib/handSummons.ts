/**
 * "When this card is Summoned, you can Special Summon <a named monster> from your hand"
 * (Decayed Commander: 1 "Zombie Tiger"; Don Turtle: any number of "Don Turtle"): one
 * optional trigger, offered only with a copy in the hand that may be Special Summoned and a free zone.
 */
import type { EffectDef, EffectQuery } from './engine.js';
import { facts, freeMainZones, summonableByEffect } from './queries.js';

/** Copies of `name` in the activator's hand an effect may Special Summon now (by instance id). */
function namedInHand(q: EffectQuery, name: string): number[] {
  return q.state.players[q.player].hand.filter((id) => facts(q.state, id).name === name && summonableByEffect(q.state, q.ctx, q.player, id)).sort((a, b) => a - b);
}

/** The trigger: on `triggersOn`, Special Summon 1 (or, with `any`, any number of) `name` from the hand, each in a position its controller chooses. */
export function summonNamedFromHandOn(name: string, triggersOn: NonNullable<EffectDef['triggersOn']>, any = false): EffectDef {
  const what = any ? `any number of "${name}"` : `1 "${name}"`;
  return {
    id: 'summon-from-hand',
    kind: 'trigger',
    label: `Special Summon ${what} from your hand`,
    categories: ['special-summon'],
    optional: true,
    triggersOn,
    condition: (q) => freeMainZones(q.state, q.player) > 0 && namedInHand(q, name).length > 0,
    resolve: (r) => {
      const candidates = namedInHand({ state: r.state, self: r.self, player: r.player, ctx: r.ctx }, name);
      const room = freeMainZones(r.state, r.player);
      if (room === 0 || candidates.length === 0) return;
      const max = any ? Math.min(room, candidates.length) : 1;
      const picked = r.choose({ player: r.player, prompt: `Special Summon ${what} from your hand`, candidates, min: 1, max });
      for (const id of picked) r.specialSummon(id, r.player, r.choosePosition(name));
    },
  };
}
