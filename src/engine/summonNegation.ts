/**
 * The Summon-negation window (rule summon.negation). A Normal, Tribute or Flip Summon, or a
 * Special Summon by a monster's own procedure, does not start a Chain: between the monster
 * arriving and the Summon counting as done, only effects that negate the Summon (Solemn
 * Judgment, Horn of Heaven) may start one. The Summon's announcement waits until that
 * moment is over; if the Summon was negated it is never announced, so nothing that waits for
 * "when a monster is Summoned" happens and the monster's own "leaves the field" effects do not
 * start either. The window opens only when a card that could negate a Summon is on the field:
 * every other Summon is announced at once, exactly as before this window existed.
 */
import { openState, openWindow } from './flow.js';
import { scriptIndex } from './scriptIndex.js';
import { isMonsterZone } from './zones.js';
import type { EngineContext } from './context.js';
import type { SummonEvent } from './summon.js';
import type { Tx } from './tx.js';
import type { DuelState, Window } from './types.js';

/** Is a card with a Summon-negating effect Set or face-up on either field? (Counter Traps are never activated from the hand.) */
export function summonNegationPossible(state: DuelState, ctx: EngineContext): boolean {
  if (!ctx.scripts) return false;
  const negators = scriptIndex(state, ctx).summonNegators;
  if (negators.size === 0) return false;
  const has = (id: number | null): boolean => id !== null && negators.has(state.cards[id]!.passcode);
  return state.players.some((p) => p.spellTraps.some(has) || p.monsters.some(has));
}

/** After a Summon was performed: the negation window when someone may negate it, or the Summon announced now. */
export function announceSummon(tx: Tx, ctx: EngineContext, summon: SummonEvent): void {
  if (!summonNegationPossible(tx.s, ctx)) {
    summonSucceeds(tx, summon);
    return;
  }
  // The event is kept, not emitted (its number is 0 until it happens); the summoner may respond first.
  tx.s.window = { kind: 'summoning', event: { n: 0, ...summon }, resume: { to: 'summoned' } };
  tx.s.pending = { kind: 'respond', player: tx.s.turnPlayer, window: 'summoning', passes: 0 };
}

function summonSucceeds(tx: Tx, summon: SummonEvent): void {
  tx.emit(summon);
  openWindow(tx, 'summoned', { to: 'open' });
}

/**
 * The negation window is over (both passed, or its Chain resolved): a Summon nobody negated
 * is announced and the 'summoned' window opens; a negated one leaves an open game state.
 */
export function leaveSummoningWindow(tx: Tx, w: Window | null): void {
  const e = w?.event;
  tx.s.window = null;
  if (!w || w.resume.to !== 'summoned' || !e || (e.type !== 'normal-summon' && e.type !== 'flip-summon' && e.type !== 'special-summon')) {
    openState(tx);
    return;
  }
  const card = tx.s.cards[e.card]!;
  if (!isMonsterZone(card.location) || !card.faceUp) {
    openState(tx);
    return;
  }
  const { n: _unused, ...summon } = e;
  summonSucceeds(tx, summon);
}

/** The Summon being negotiated in the negation window, if one is (what Solemn Judgment reads). */
export function summonBeingNegotiated(state: DuelState): SummonEvent | null {
  const w = state.window;
  if (w?.kind !== 'summoning' || w.resume.to !== 'summoned' || !w.event) return null;
  const e = w.event;
  if (e.type !== 'normal-summon' && e.type !== 'flip-summon' && e.type !== 'special-summon') return null;
  const { n: _unused, ...summon } = e;
  return summon;
}
