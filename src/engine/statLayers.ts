/**
 * The layers of a monster's ATK and DEF, as the official rulings apply them:
 *   1. the original value: printed, exchanged by an effect that changes the *original*
 *      values (Shield & Sword's 'swap-original-stats'), or a value a Continuous effect
 *      makes it start from ('set-base-stats': Relinquished copying the monster it holds);
 *   2. effects that make the value *become* a number ('become-multiple-of-original':
 *      Karate Man), in the order they were applied: each one fixes the current value, and
 *      the increases and decreases applied before it stop counting;
 *   3. increases and decreases ('change-stats') applied after the last of those, and those
 *      of Continuous effects (Equip and Field Spells), which always count on top;
 *   'reverse-stat-changes' (Reverse Trap) turns the increases into decreases and back.
 * So Karate Man (1000) under Rush Recklessly (+700) becomes 2000, not 2700; a boost
 * applied after Karate Man's effect still adds to 2000.
 */
import type { AnyActiveEffect, CardStatic, EffectCode } from './types.js';

type Stat = 'atk' | 'def';

/** Every code that bears on ATK/DEF: one question to the effect query gathers them all. */
export const STAT_CODES: readonly EffectCode[] = ['change-stats', 'become-multiple-of-original', 'swap-original-stats', 'set-base-stats', 'reverse-stat-changes'];

/**
 * The current value of `stat` from the printed facts and the effects with STAT_CODES on
 * the monster: floating ones first, in the order applied, then Continuous ones (as the
 * effect query lists them).
 */
export function layeredStat(printed: CardStatic, effects: readonly AnyActiveEffect[], stat: Stat): number {
  let swaps = 0;
  let base: { atk: number; def: number } | null = null;
  let reversed = false;
  for (const e of effects) {
    if (e.code === 'swap-original-stats') swaps++;
    else if (e.code === 'set-base-stats') base = e.value;
    else if (e.code === 'reverse-stat-changes') reversed = true;
  }
  // Each Shield & Sword exchanges the originals again: two exchanges put them back.
  const original = swaps % 2 === 1 ? (stat === 'atk' ? printed.def : printed.atk) : printed[stat];
  // Floating effects come first in the order applied, and only they make a value "become"
  // one; the Continuous changes after them therefore always count on top.
  let value = base ? base[stat] : original;
  let change = 0;
  for (const e of effects) {
    if (e.code === 'become-multiple-of-original' && e.value.stat === stat) {
      value = original * e.value.times;
      change = 0;
    } else if (e.code === 'change-stats') change += e.value[stat];
  }
  return Math.max(0, value + (reversed ? -change : change));
}
