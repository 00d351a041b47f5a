/**
 * Small shapes the 2004-05 Spells and Traps of the goat-st6 batch share: "the turn it was
 * Summoned" (Vengeful Bog Spirit, Infinite Dismissal), the do-nothing activation of a
 * Continuous card whose work is done by its other effects, and "the monster this card
 * selected" for Continuous cards bound to one card (Impenetrable Formation, Mask of Dispel).
 */
import type { DuelState, EffectDef, EffectQuery, EffectTarget } from './engine.js';
import { boundMonster } from './bindings.js';
import { targetCard } from './queries.js';
import { spellActivation, trapActivation } from './templates.js';

/**
 * Was the monster `id` Summoned this turn (Normal, Tribute, Flip or Special; a Set is not a
 * Summon)? A Flip Summon keeps the turn the card arrived, so it is read from this turn's
 * position changes.
 */
export function summonedThisTurnCard(state: DuelState, id: number): boolean {
  const card = state.cards[id]!;
  if (card.arrival === 'flip') return state.turnRecord.positionChanged.includes(id);
  return card.arrivedTurn === state.turn && (card.arrival === 'normal' || card.arrival === 'tribute' || card.arrival === 'special');
}

/** The activation of a Continuous Spell or Trap whose effects apply once it is face-up (nothing happens as it resolves). */
export function continuousActivation(kind: 'spell' | 'trap', more: Omit<EffectDef, 'id' | 'kind' | 'resolve'> = {}): EffectDef {
  const def = { ...more, resolve: () => {} };
  return kind === 'spell' ? spellActivation(def) : trapActivation(def);
}

/** The card this Continuous card is bound to now ("the selected monster" / "the selected card"). */
export const selectedBy = (state: DuelState, source: number): number | null => boundMonster(state, source);

/** A Continuous effect's `affects` for "the selected card" of its source. */
export const isSelectedBy = (state: DuelState, source: number, t: EffectTarget): boolean => {
  const id = targetCard(t);
  return id !== null && id === selectedBy(state, source);
};

/** The activator's side of a query, for conditions that read "you control". */
export const controls = (q: EffectQuery, id: number): boolean => q.state.cards[id]!.controller === q.player;

/**
 * Can card `id` hold one more Spell Counter now: face-up on the field, with a script that
 * places Spell Counters on it (code counter-per-spell) and below its maximum?
 */
export function canTakeSpellCounter(q: EffectQuery, id: number): boolean {
  const card = q.state.cards[id]!;
  if (!card.faceUp || (card.location !== 'monster' && card.location !== 'spellTrap' && card.location !== 'field' && card.location !== 'extraMonster')) return false;
  const script = q.ctx?.scripts?.(card.passcode, q.state.format.id);
  const holder = script?.continuous?.find((c) => c.code === 'counter-per-spell');
  if (!holder || holder.code !== 'counter-per-spell' || !holder.value) return false;
  const { counter, max } = holder.value(q.state, id, { card: id }, q.ctx);
  return counter === 'Spell' && (card.counters[counter] ?? 0) < max;
}
