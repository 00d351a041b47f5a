/**
 * A duel is its config plus its ordered actions. Replaying them gives the same states,
 * hash for hash; a stored hash that disagrees is reported, never hidden.
 */
import { apply } from './actions.js';
import { stateHash } from './hash.js';
import { newDuel, type CardLookup } from './setup.js';
import type { EngineContext } from './context.js';
import type { Action, DuelConfig, DuelEvent, DuelState, Rejection } from './types.js';

export type ReplayResult =
  | { ok: true; state: DuelState; hashes: string[]; events: DuelEvent[] }
  | { ok: false; step: number; reason: string; rejection?: Rejection; hashes: string[] };

/**
 * hashes[0] is the state before any action, hashes[i] the state after action i.
 * `expectedHashes`, when given, is checked at every step.
 */
export function replay(
  config: DuelConfig,
  actions: readonly Action[],
  ctx: EngineContext,
  lookup: CardLookup,
  expectedHashes?: readonly string[],
): ReplayResult {
  const start = newDuel(config, ctx, lookup);
  if (!start.ok) return { ok: false, step: 0, reason: start.problems.join(' '), hashes: [] };
  let state = start.state;
  const events = [...start.events];
  const hashes = [stateHash(state)];
  const mismatch = (i: number): ReplayResult | null =>
    expectedHashes && expectedHashes[i] !== undefined && expectedHashes[i] !== hashes[i]
      ? { ok: false, step: i, reason: `state hash after step ${i} is ${hashes[i]}, the record says ${expectedHashes[i]}`, hashes }
      : null;
  const first = mismatch(0);
  if (first) return first;
  for (let i = 0; i < actions.length; i++) {
    const result = apply(state, ctx, actions[i]!);
    if (!result.ok) {
      return { ok: false, step: i + 1, reason: `action ${i + 1} was refused: ${result.rejection.message}`, rejection: result.rejection, hashes };
    }
    state = result.state;
    events.push(...result.events);
    hashes.push(stateHash(state));
    const bad = mismatch(i + 1);
    if (bad) return bad;
  }
  return { ok: true, state, hashes, events };
}
