/**
 * "During each of your Standby Phases" / "during each player's End Phase": the trigger that
 * a Continuous Spell or Trap (or an Equip Card) sets off once as a phase begins (Burning Land,
 * Dark Snake Syndrome, Recycle, Ominous Fortunetelling, Ectoplasmer). One shape, so each card
 * states only whose phase it is, whether it may be declined, and what it does.
 */
import type { EffectDef } from './engine.js';

export interface PhaseTriggerSpec {
  id: string;
  label: string;
  phase: 'standby' | 'end';
  /** 'yours' / 'opponents': only in its controller's / their opponent's turns; 'each': in every player's turn. */
  whose: 'yours' | 'opponents' | 'each';
  /** "You can": its controller may decline it. */
  optional?: boolean;
  /** A further condition read when the phase begins (an Equip Card must still be equipped...). */
  also?: EffectDef['triggersOn'];
  categories?: EffectDef['categories'];
  cost?: EffectDef['cost'];
  targets?: EffectDef['targets'];
  resolve: EffectDef['resolve'];
}

/** The trigger, once per turn for its card; it does nothing if its card left the field before it resolves. */
export function phaseTrigger(spec: PhaseTriggerSpec): EffectDef {
  return {
    id: spec.id,
    kind: 'trigger',
    label: spec.label,
    categories: spec.categories ?? [],
    oncePerTurn: 'card',
    ...(spec.optional ? { optional: true } : {}),
    ...(spec.cost ? { cost: spec.cost } : {}),
    ...(spec.targets ? { targets: spec.targets } : {}),
    triggersOn: (q, e) =>
      e.type === 'phase' && e.phase === spec.phase && (spec.whose === 'each' || (q.state.turnPlayer === q.player) === (spec.whose === 'yours')) && (!spec.also || spec.also(q, e)),
    resolve: (r) => {
      if (r.sourceStillThere()) spec.resolve(r);
    },
  };
}
