/**
 * Winning the Duel by a card's own condition (rulebook: "you win when ... or when a card's
 * effect says you win"): Exodia the Forbidden One with the other 4 pieces in its owner's hand.
 * The rules check it every time the duel moves on, as they check Life Points: it is no effect
 * activation and nothing can respond. Both players meeting a condition at once is a draw.
 */
import { scriptIndex } from './scriptIndex.js';
import { endDuel } from './flow.js';
import type { EngineContext } from './context.js';
import type { Tx } from './tx.js';
import type { DuelState, PlayerId } from './types.js';

function meetsWinCondition(state: DuelState, ctx: EngineContext, player: PlayerId, holders: ReadonlySet<number>): boolean {
  for (const id of state.players[player].hand) {
    const card = state.cards[id]!;
    if (!holders.has(card.passcode)) continue;
    const win = ctx.scripts!(card.passcode, state.format.id)?.winsDuel;
    if (win?.from === 'hand' && win.met(state, id)) return true;
  }
  return false;
}

/** Ends the duel if a player meets a card's winning condition; true if it ended. */
export function checkWinConditions(tx: Tx, ctx: EngineContext): boolean {
  if (tx.s.result || !ctx.scripts) return tx.s.result !== null;
  const holders = scriptIndex(tx.s, ctx).winConditions;
  if (holders.size === 0) return false;
  const won0 = meetsWinCondition(tx.s, ctx, 0, holders);
  const won1 = meetsWinCondition(tx.s, ctx, 1, holders);
  if (!won0 && !won1) return false;
  endDuel(tx, won0 && won1 ? null : won0 ? 0 : 1, 'card-effect');
  return true;
}
