/**
 * Turn structure: which phase follows which, what happens on entering a phase, and who
 * must decide next. Phases with nothing to decide (Draw and Standby until card effects
 * arrive) pass by themselves.
 */
import { sendToGraveyard, moveCard, opponentOf } from './zones.js';
import type { Tx } from './tx.js';
import type { BattleStep, DuelResult, Phase, PlayerId } from './types.js';

export function enterPhase(tx: Tx, phase: Phase, step: BattleStep | null = null): void {
  tx.s.phase = phase;
  tx.s.step = step;
  tx.emit({ type: 'phase', phase, step });
}

export function endDuel(tx: Tx, winner: PlayerId | null, reason: DuelResult['reason']): void {
  tx.s.result = { winner, reason };
  tx.s.pending = null;
  tx.s.battle = null;
  tx.emit({ type: 'duel-end', winner, reason });
}

/** Ends the duel if a player's LP reached 0; both at once is a draw. Returns true if it ended. */
export function checkLifePoints(tx: Tx): boolean {
  if (tx.s.result) return true;
  const zero0 = tx.s.players[0].lp <= 0;
  const zero1 = tx.s.players[1].lp <= 0;
  if (zero0 && zero1) endDuel(tx, null, 'both-lp');
  else if (zero0) endDuel(tx, 1, 'lp');
  else if (zero1) endDuel(tx, 0, 'lp');
  return tx.s.result !== null;
}

/** Draws the top card; returns false when the Deck is empty (the caller decides what that means). */
export function drawCard(tx: Tx, p: PlayerId): boolean {
  const top = tx.s.players[p].deck[0];
  if (top === undefined) return false;
  moveCard(tx, top, { to: 'hand' });
  tx.emit({ type: 'draw', player: p, card: top });
  return true;
}

export function startTurn(tx: Tx, player: PlayerId): void {
  tx.s.turn += 1;
  tx.s.turnPlayer = player;
  tx.s.battle = null;
  tx.resetTurnRecord();
  tx.emit({ type: 'turn', turn: tx.s.turn, player });
  enterPhase(tx, 'draw');
  const skipDraw = tx.s.turn === 1 && !tx.s.format.firstPlayerDrawsOnFirstTurn;
  if (!skipDraw && !drawCard(tx, player)) {
    endDuel(tx, opponentOf(player), 'deck-out');
    return;
  }
  enterPhase(tx, 'standby');
  enterPhase(tx, 'main1');
  tx.s.pending = { kind: 'main', player };
}

export function mayEnterBattlePhase(turn: number, firstPlayerMayBattle: boolean): boolean {
  return turn > 1 || firstPlayerMayBattle;
}

export function enterBattlePhase(tx: Tx): void {
  enterPhase(tx, 'battle', 'start');
  enterPhase(tx, 'battle', 'battle');
  tx.s.pending = { kind: 'battle', player: tx.s.turnPlayer };
}

export function endBattlePhase(tx: Tx): void {
  enterPhase(tx, 'battle', 'end');
  enterPhase(tx, 'main2');
  tx.s.pending = { kind: 'main', player: tx.s.turnPlayer };
}

export function enterEndPhase(tx: Tx): void {
  enterPhase(tx, 'end');
  askForHandLimit(tx);
}

/** End of the End Phase: discard down to the hand limit, one chosen card at a time, then the turn passes. */
export function askForHandLimit(tx: Tx): void {
  const tp = tx.s.turnPlayer;
  const excess = tx.s.players[tp].hand.length - tx.s.format.handLimit;
  if (excess > 0) {
    tx.s.pending = { kind: 'discard', player: tp, count: excess };
    return;
  }
  tx.s.pending = null;
  startTurn(tx, opponentOf(tp));
}

export function discardForHandLimit(tx: Tx, p: PlayerId, card: number): void {
  sendToGraveyard(tx, card);
  tx.emit({ type: 'discard', player: p, card });
  tx.emit({ type: 'sent-to-graveyard', card, reason: 'discard' });
  askForHandLimit(tx);
}
