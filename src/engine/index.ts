/**
 * The engine's public face. `createEngine` binds the pure functions to the plug-ins
 * (summon procedures, later card effects) and the card facts; everything it returns is
 * deterministic: same config and actions, same states and hashes.
 */
import { apply, checkAction, legalActions } from './actions.js';
import { makeContext, type EngineContext } from './context.js';
import { stateHash } from './hash.js';
import { replay } from './replay.js';
import { newDuel, type CardLookup } from './setup.js';
import { clientEvents, view, viewEvents } from './view.js';
import { fromViewId, fromViewOption, toViewAction, toViewId, toViewOptions } from './viewIds.js';
import type { Action, DuelConfig, DuelState, PlayerId } from './types.js';

export interface Engine {
  ctx: EngineContext;
  newDuel(config: DuelConfig): ReturnType<typeof newDuel>;
  legalActions(state: DuelState): ReturnType<typeof legalActions>;
  check(state: DuelState, action: Action): ReturnType<typeof checkAction>;
  apply(state: DuelState, action: Action): ReturnType<typeof apply>;
  view(state: DuelState, player: PlayerId): ReturnType<typeof view>;
  replay(config: DuelConfig, actions: readonly Action[], expectedHashes?: readonly string[]): ReturnType<typeof replay>;
  hash(state: DuelState): string;
}

export function createEngine(lookup: CardLookup, plugins: Partial<EngineContext> = {}): Engine {
  const ctx = makeContext(plugins);
  return {
    ctx,
    newDuel: (config) => newDuel(config, ctx, lookup),
    legalActions: (state) => legalActions(state, ctx),
    check: (state, action) => checkAction(state, ctx, action),
    apply: (state, action) => apply(state, ctx, action),
    view: (state, player) => view(state, player, ctx),
    replay: (config, actions, expected) => replay(config, actions, ctx, lookup, expected),
    hash: stateHash,
  };
}

export { viewEvents, clientEvents, stateHash, toViewId, fromViewId, fromViewOption, toViewAction, toViewOptions };
export type { CardLookup } from './setup.js';
export type { EngineContext, SummonProcedure } from './context.js';
export * from './types.js';
export * from './format.js';
