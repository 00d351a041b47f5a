/**
 * Choices in the middle of an effect show the board as it is. An activation or
 * resolution that needs a choice is run again from its start once the choice is made
 * (see chain/resumable.ts), so what it did before the question used to be thrown away while the
 * player chose: during Graceful Charity's discard the hand did not yet hold the 3 drawn
 * cards, and Mystical Space Typhoon was still in the hand while its target was chosen.
 *
 * Now the state while a player chooses is the partial one (cards drawn, the Spell on the
 * field), and the process keeps the values those changes replaced (`restore`), so the
 * next run can start from exactly where the first one started. The partial run's events
 * are not reported: the run that finishes reports them once, in order.
 */
import type { Tx } from './tx.js';
import type { DuelState, EffectProcess } from './types.js';

/** Fields a partial run never owns: the question itself, the action log and event numbering. */
const NOT_RESTORED = new Set<string>(['process', 'pending', 'log', 'actionCount', 'eventCount']);

export type Restore = NonNullable<EffectProcess['restore']>;

/** Is the state a partial run, halfway through an effect, while a player chooses? */
export function showsPartialRun(state: Pick<DuelState, 'process'>): boolean {
  return state.process !== null && 'restore' in state.process && state.process.restore !== undefined;
}

/** Keeps what `sub` did before its question in `tx`, and what it replaced in the returned record. */
export function keepPartialRun(tx: Tx, sub: Tx): Restore | undefined {
  const base = tx.s as unknown as Record<string, unknown>;
  const partial = sub.s as unknown as Record<string, unknown>;
  const restore: Record<string, unknown> = {};
  let changed = false;
  for (const key of Object.keys(partial)) {
    if (NOT_RESTORED.has(key) || partial[key] === base[key]) continue;
    // A Tx always holds its own two-slot players array; only a copied player is a change.
    if (key === 'players' && sub.s.players[0] === tx.s.players[0] && sub.s.players[1] === tx.s.players[1]) continue;
    restore[key] = base[key];
    changed = true;
  }
  // Nothing happened before the question (most choices): nothing to keep or undo.
  if (!changed) return undefined;
  const eventCount = tx.s.eventCount;
  sub.events.length = 0;
  tx.adopt(sub);
  tx.s.eventCount = eventCount;
  return restore as Restore;
}

/** Puts back what a partial run replaced, so the run can start again from its own start. */
export function undoPartialRun(tx: Tx, restore: Restore): void {
  Object.assign(tx.s as unknown as Record<string, unknown>, restore);
  // The restored values are shared with earlier states: the next write must copy them again.
  tx.forgetCopies();
}

export type { DuelState };
