/** Tools the fuzzer checks states and actions with: snapshots, deep freezing, canonical actions. */
import type { Action, DuelState } from '../types.js';

/** The state as data, with only the log entries this state owns (later ones belong to descendants). */
export function snapshot(state: DuelState): string {
  return JSON.stringify({ ...state, log: state.log.slice(0, state.actionCount) });
}

/**
 * Freezes a state deeply, except the action log (shared with descendants by design, see
 * log.ts). Children are frozen before their parent, so a frozen object's whole subtree is
 * frozen and the walk stops there: after the first step only the objects `apply` created
 * are visited. Any write into a frozen state throws (modules are strict), so `apply`
 * touching its input fails loudly at the exact line instead of hiding in a later hash.
 */
export function deepFreezeState(state: DuelState): DuelState {
  if (Object.isFrozen(state)) return state;
  for (const key of Object.keys(state) as (keyof DuelState)[]) {
    if (key !== 'log') deepFreeze(state[key]);
  }
  Object.freeze(state);
  return state;
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  if (Array.isArray(value)) for (const item of value) deepFreeze(item);
  else for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  Object.freeze(value);
}

/** A canonical form of an action, so a listed option and the same move in other words compare equal. */
export function canonical(a: Action): string {
  switch (a.type) {
    case 'normal-summon':
    case 'set-monster':
      return `${a.type}|${a.player}|${a.card}|${[...a.tributes].sort((x, y) => x - y).join(',')}|${a.type === 'normal-summon' ? a.position ?? 'attack' : ''}`;
    case 'flip-summon':
    case 'change-position':
    case 'discard':
      return `${a.type}|${a.player}|${a.card}`;
    case 'attack':
      return `attack|${a.player}|${a.attacker}|${a.target}`;
    case 'special-summon':
      return `ss|${a.player}|${a.card}|${a.procedure}|${a.choice.join(',')}|${a.position}`;
    default:
      return `${a.type}|${a.player}`;
  }
}
