/**
 * The action log is append-only and shared between a state and the states derived from
 * it: a state owns the first `actionCount` entries of the array. Appending pushes in place
 * when this state is the newest owner of the array, and copies the owned prefix when an
 * older state branches off (a fork or a retried move), so no ancestor ever sees its
 * prefix change and nobody pays a full copy on the common path.
 */
import type { Action } from './types.js';

export function appendToLog(log: readonly Action[], owned: number, action: Action): readonly Action[] {
  if (log.length === owned) {
    // The one write into shared state outside a copy, safe because no state owns the entries past `owned`.
    (log as Action[]).push(action);
    return log;
  }
  const copy = log.slice(0, owned);
  copy.push(action);
  return copy;
}
