/**
 * Counter Traps that negate the activation of a Spell or Trap Card and destroy it (Magic
 * Jammer's shape): which activations each answers (an Equip Spell, a Continuous Trap, a
 * Spell that targets 1 monster...), its cost, and what else it does on resolution.
 */
import type { ChainLink, CostSpec, DuelState, EffectDef, EffectQuery, Resolution } from './engine.js';
import { isPendulumScaleEffect } from './engine.js';
import { facts, topLink } from './queries.js';
import { trapActivation } from './templates.js';

/** The effect definition a chain link activated, from its card's script. */
export function linkEffect(q: EffectQuery, link: ChainLink): EffectDef | undefined {
  return q.ctx?.scripts?.(q.state.cards[link.card]!.passcode, q.state.format.id)?.effects?.find((e) => e.id === link.effect);
}

/** All the cards a chain link targets, every slot together. */
export const linkTargets = (link: ChainLink): number[] => link.targets.flatMap((slot) => slot.map((t) => t.id));

/** Is the link the activation of a Spell or Trap Card, not yet negated, that `answers` says this card answers? */
function answerable(q: EffectQuery, answers: (q: EffectQuery, link: ChainLink) => boolean): ChainLink | null {
  const top = topLink(q.state);
  if (!top || !top.cardActivation || top.negated !== null) return null;
  return answers(q, top) ? top : null;
}

export interface NegateActivationSpec {
  /** Which Spell or Trap activations it answers (the link is a card activation, not negated yet). */
  answers: (q: EffectQuery, link: ChainLink) => boolean;
  cost?: CostSpec;
  /** More the card does after negating (Cursed Seal: the name is locked for the rest of the Duel). */
  then?: (r: Resolution, negatedCard: number) => void;
}

/** "Negate the activation of <such a card> and destroy it": the card is destroyed by the negation itself. */
export function negateActivationCounter(spec: NegateActivationSpec): EffectDef {
  return trapActivation({
    categories: ['negate'],
    ...(spec.cost ? { cost: spec.cost } : {}),
    condition: (q) => answerable(q, spec.answers) !== null,
    resolve: (r) => {
      const at = r.previousLink();
      const link = r.state.chain[at];
      if (!link) return;
      r.negateActivation(at);
      spec.then?.(r, link.card);
    },
  });
}

/** The link is the activation of a Spell Card (with `subtype`, when given). */
export const spellActivationOf =
  (subtype?: string) =>
  (q: EffectQuery, link: ChainLink): boolean => {
    const f = facts(q.state, link.card);
    // A Pendulum Scale's placement is the activation of a Spell Card too (rule zones.pendulum).
    if (isPendulumScaleEffect(link.effect)) return subtype === undefined;
    return f.kind === 'spell' && (subtype === undefined || f.subtypes.includes(subtype));
  };

/** The link is the activation of a Trap Card (with `subtype`, when given). */
export const trapActivationOf =
  (subtype?: string) =>
  (q: EffectQuery, link: ChainLink): boolean => {
    const f = facts(q.state, link.card);
    return f.kind === 'trap' && (subtype === undefined || f.subtypes.includes(subtype));
  };

/** The link targets exactly 1 card, a monster on the field that `ok` (Riryoku Field, Tutan Mask). */
export function targetsOneMonster(state: DuelState, link: ChainLink, ok: (id: number) => boolean = () => true): boolean {
  const t = linkTargets(link);
  if (t.length !== 1) return false;
  const card = state.cards[t[0]!]!;
  return (card.location === 'monster' || card.location === 'extraMonster') && ok(t[0]!);
}
