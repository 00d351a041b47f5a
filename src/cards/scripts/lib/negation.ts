/**
 * Counter Traps that negate a Summon or a card's activation (Solemn Judgment, Horn of Heaven):
 * the Summon-negation window's effects (rule summon.negation, engine summonNegation.ts) and the
 * "negate the activation of a Spell or Trap Card" answer, as declarations on one shape.
 */
import { facts, topLink } from './queries.js';
import { summonBeingNegotiated } from './engine.js';
import type { CostSpec, DuelState, EffectDef, SummonEvent } from './engine.js';

type SummonKind = SummonEvent['type'];

/** The Summon being negotiated now, if it is of one of `kinds` (all kinds when absent). */
export function summonToNegate(state: DuelState, kinds?: readonly SummonKind[]): SummonEvent | null {
  const s = summonBeingNegotiated(state);
  return s && (!kinds || kinds.includes(s.type)) ? s : null;
}

/**
 * "Negate the Summon of a monster and destroy it": a Trap effect activated only in the
 * Summon-negation window. `kinds` limits the Summons it answers (Royal Oppression: Special).
 */
export function negateSummonTrap(label: string, cost: CostSpec | undefined, kinds?: readonly SummonKind[]): EffectDef {
  return {
    id: 'negate-summon',
    kind: 'trap',
    label,
    negatesSummon: true,
    categories: ['negate', 'destroy-monster'],
    ...(cost ? { cost } : {}),
    condition: (q) => summonToNegate(q.state, kinds) !== null,
    resolve: (r) => void r.negateSummon(),
  };
}

/** The top Chain Link is the activation of a Spell or Trap Card that is not negated yet. */
export function spellTrapActivationOnTop(state: DuelState): boolean {
  const top = topLink(state);
  if (top === undefined || !top.cardActivation || top.negated !== null) return false;
  const kind = facts(state, top.card).kind;
  return kind === 'spell' || kind === 'trap';
}

/** "Negate the activation of a Spell or Trap Card and destroy it" (Solemn Judgment's second use). */
export function negateSpellTrapActivationTrap(label: string, cost: CostSpec | undefined): EffectDef {
  return {
    id: 'negate-activation',
    kind: 'trap',
    label,
    categories: ['negate'],
    ...(cost ? { cost } : {}),
    condition: (q) => spellTrapActivationOnTop(q.state),
    resolve: (r) => r.negateActivation(r.previousLink()),
  };
}
