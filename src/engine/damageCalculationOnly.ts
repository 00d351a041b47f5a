/**
 * "During damage calculation only" (rule format.goat-damage-step): ATK and DEF changes that
 * apply only while damage is calculated, from the window during damage calculation (2005
 * Damage Step substep 3) through the calculation itself, and stop as it is done. The battle
 * in progress carries the mark (`AttackInProgress.calculating`), so Continuous effects can ask
 * `duringDamageCalculation` (Insect Soldiers of the Sky) and floating effects can last
 * `until: 'end-of-damage-calculation'` (Kazejin).
 */
import type { Tx } from './tx.js';
import type { DuelState } from './types.js';

/** Damage calculation of the battle in progress has begun and is not over yet. */
export function duringDamageCalculation(state: DuelState): boolean {
  return state.battle?.calculating === true;
}

/** Damage calculation begins (its window, or the calculation when a format has no such window). */
export function beginDamageCalculation(tx: Tx): void {
  const battle = tx.s.battle;
  if (battle && !battle.calculating) tx.s.battle = { ...battle, calculating: true };
}

/** Damage calculation is done: the mark goes and "during damage calculation only" effects end. */
export function endDamageCalculation(tx: Tx): void {
  const battle = tx.s.battle;
  if (battle?.calculating) tx.s.battle = { ...battle, calculating: false };
  if (tx.s.lingering.length > 0 && tx.s.lingering.some((l) => l.until === 'end-of-damage-calculation')) {
    tx.s.lingering = tx.s.lingering.filter((l) => l.until !== 'end-of-damage-calculation');
  }
}
