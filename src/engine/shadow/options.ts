/**
 * The option list of a shadow duel: the rulebook's options that the Shadow Games allow
 * (shadowRejection, the same check `apply` makes), plus Heart of the Cards.
 */
import type { EngineContext } from '../context.js';
import type { DuelState, Option } from '../types.js';
import { shadowRejection } from './checks.js';
import { heartOptions } from './heart.js';

export function shadowOptions(state: DuelState, ctx: EngineContext, options: Option[]): Option[] {
  const allowed = options.filter((o) => shadowRejection(state, ctx, o.action) === null);
  if (state.pending?.kind === 'main') heartOptions(state, state.pending.player, allowed);
  return allowed;
}
