/**
 * "When this card is Normal Summoned, Trap Cards cannot be activated" (Creeping Doom Manta):
 * in the response window that follows its Normal Summon, and in any Chain built there until
 * it has resolved, no Trap Card can be activated (by either player; effects of face-up Traps
 * still can). The lock belongs to the Summon, not to the monster being on the field: it lasts
 * until that Chain ends even if the monster leaves the field meanwhile, so it is read from the
 * summoned card's script. The Summon-negation window before it (Solemn Judgment) is not locked.
 */
import { scriptIndex } from './scriptIndex.js';
import type { EngineContext } from './context.js';
import type { DuelState } from './types.js';

/** Are Trap Card activations locked because the current window answers a locking Normal Summon? */
export function summonLocksTraps(state: DuelState, ctx: EngineContext): boolean {
  const w = state.window;
  if (w?.kind !== 'summoned' || w.event?.type !== 'normal-summon' || !ctx.scripts) return false;
  if (!scriptIndex(state, ctx).continuousCodes.has('no-traps-on-normal-summon')) return false;
  const summoned = state.cards[w.event.card];
  if (!summoned) return false;
  return (ctx.scripts(summoned.passcode, state.format.id)?.continuous ?? []).some((e) => e.code === 'no-traps-on-normal-summon');
}
