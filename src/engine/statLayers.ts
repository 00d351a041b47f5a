/**
 * The layers of a monster's ATK and DEF, as the official rulings apply them:
 *   1. the original value (printed, or changed by an effect that changes the *original*
 *      value, such as Shield & Sword's exchange) or a value a Continuous effect makes it
 *      become (Relinquished copying the monster it holds);
 *   2. effects that make the value *become* a number (Karate Man: "becomes double its
 *      original ATK"), in the order they were applied: each one fixes the current value,
 *      and the increases and decreases applied before it stop counting;
 *   3. increases and decreases applied after the last of those, and those of Continuous
 *      effects (Equip and Field Spells), which always count on top.
 * So Karate Man (1000) under Rush Recklessly (+700) becomes 2000, not 2700; a boost
 * applied after Karate Man's effect still adds to 2000.
 */
import type { DuelState, Lingering } from './types.js';

type Stat = 'atk' | 'def';

/** Does this lingering effect make `stat` become a value? Returns that value, or null. */
function becomes(l: Lingering, stat: Stat, original: number): number | null {
  if (l.kind === 'card' && stat === 'atk' && l.flag === 'double-original-atk') return original * 2;
  return null;
}

/**
 * The current value of `stat`: `start` (original or Continuous "becomes"), then the timed
 * effects on this card in the order applied, then `continuousChange` on top. `reversed`:
 * increases count as decreases and the other way round (Reverse Trap).
 */
export function layeredStat(state: DuelState, id: number, stat: Stat, original: number, start: number, continuousChange: number, reversed: boolean): number {
  const card = state.cards[id]!;
  let value = start;
  let added = 0;
  for (const l of state.lingering) {
    if ((l.kind !== 'stat' && l.kind !== 'card') || l.card !== id || l.moves !== card.moves) continue;
    if (l.kind === 'stat') {
      added += l[stat];
      continue;
    }
    const fixed = becomes(l, stat, original);
    if (fixed !== null) {
      value = fixed;
      added = 0;
    }
  }
  const change = added + continuousChange;
  return Math.max(0, value + (reversed ? -change : change));
}
