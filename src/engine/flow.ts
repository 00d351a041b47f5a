/**
 * Turn structure: which phase follows which, what happens on entering a phase, and who
 * holds priority. Every phase and step gives the turn player priority first; moving on
 * gives the opponent a last chance to respond ("before the end of the phase"). Windows
 * where nobody can do anything but pass go by themselves.
 */
import { freeMonsterZone, moveCard, opponentOf, sendToGraveyard } from './zones.js';
import { destroyExpiredCards } from './expiry.js';
import { endPhaseReturns } from './effects/temporaryBanish.js';
import { NO_TURN_USES, isEmptyTurnUses } from './turnUses.js';
import type { Tx } from './tx.js';
import { shadowTurnEnd, shadowTurnStart } from './shadow/turn.js';
import type { BattleStep, DuelResult, Phase, PlayerId, ResponseWindow, Resume } from './types.js';

export function enterPhase(tx: Tx, phase: Phase, step: BattleStep | null = null): void {
  // Effects that last "until the end of the Battle Phase" (Ego Boost) end as another phase begins.
  if (tx.s.phase === 'battle' && phase !== 'battle' && tx.s.lingering.some((l) => l.until === 'end-of-battle-phase')) {
    tx.s.lingering = tx.s.lingering.filter((l) => l.until !== 'end-of-battle-phase');
  }
  tx.s.phase = phase;
  tx.s.step = step;
  tx.emit({ type: 'phase', phase, step });
}

export function endDuel(tx: Tx, winner: PlayerId | null, reason: DuelResult['reason']): void {
  tx.s.result = { winner, reason };
  tx.s.pending = null;
  tx.s.battle = null;
  tx.s.process = null;
  tx.emit({ type: 'duel-end', winner, reason });
}

/**
 * Ends the duel if a player's LP reached 0 or a player had to draw from an empty Deck;
 * both players losing at once is a draw. Returns true if the duel is over.
 */
export function checkLifePoints(tx: Tx): boolean {
  if (tx.s.result) return true;
  const lost0 = tx.s.players[0].lp <= 0 || tx.s.cannotDraw.includes(0);
  const lost1 = tx.s.players[1].lp <= 0 || tx.s.cannotDraw.includes(1);
  const reason0: DuelResult['reason'] = tx.s.players[0].lp <= 0 ? 'lp' : 'deck-out';
  const reason1: DuelResult['reason'] = tx.s.players[1].lp <= 0 ? 'lp' : 'deck-out';
  if (lost0 && lost1) endDuel(tx, null, tx.s.players[0].lp <= 0 && tx.s.players[1].lp <= 0 ? 'both-lp' : 'deck-out');
  else if (lost0) endDuel(tx, 1, reason0);
  else if (lost1) endDuel(tx, 0, reason1);
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

/** Opens a window where the turn player (or `first`) may act first; both passing runs `resume`. */
export function openWindow(tx: Tx, kind: ResponseWindow, resume: Resume, first?: PlayerId, alreadyPassed = 0): void {
  tx.s.window = { kind, event: kind === 'summoned' || kind === 'attack-declared' ? lastEvent(tx) : null, resume };
  tx.s.pending = { kind: 'respond', player: first ?? tx.s.turnPlayer, window: kind, passes: alreadyPassed };
}

function lastEvent(tx: Tx): import('./types.js').DuelEvent | null {
  return tx.events[tx.events.length - 1] ?? null;
}

/** The turn player's open decision in the current phase: a command in the Main Phase and Battle Step, a window elsewhere. */
export function openState(tx: Tx): void {
  const tp = tx.s.turnPlayer;
  tx.s.window = null;
  if (tx.s.phase === 'main1' || tx.s.phase === 'main2') {
    tx.s.pending = { kind: 'main', player: tp };
  } else if (tx.s.phase === 'battle' && tx.s.step === 'battle') {
    // An effect ended the Battle Phase (Negate Attack): the Battle Step is over, on to the End Step.
    if (tx.s.lingering.length > 0 && tx.s.lingering.some((l) => l.code === 'battle-phase-ends')) return goToPhase(tx, 'battle', 'end');
    tx.s.pending = { kind: 'battle', player: tp };
  } else {
    openWindow(tx, 'open', { to: 'phase', ...following(tx.s.phase, tx.s.step) });
  }
}

/** The phase (and step) after this one. */
function following(phase: Phase, step: BattleStep | null): { phase: Phase; step: BattleStep | null } {
  switch (phase) {
    case 'draw':
      return { phase: 'standby', step: null };
    case 'standby':
      return { phase: 'main1', step: null };
    case 'main1':
      return { phase: 'battle', step: 'start' };
    case 'battle':
      return step === 'start' ? { phase: 'battle', step: 'battle' } : step === 'end' ? { phase: 'main2', step: null } : { phase: 'battle', step: 'end' };
    case 'main2':
      return { phase: 'end', step: null };
    case 'end':
      return { phase: 'end', step: null };
  }
}

/** The turn player moves on: the opponent may still respond before the phase ends. */
export function requestMoveOn(tx: Tx, to: { phase: Phase; step: BattleStep | null }): void {
  openWindow(tx, 'phase-end', { to: 'phase', ...to }, opponentOf(tx.s.turnPlayer), 1);
}

export function startTurn(tx: Tx, player: PlayerId): void {
  tx.s.turn += 1;
  tx.s.turnPlayer = player;
  tx.s.battle = null;
  tx.resetTurnRecord();
  if (!isEmptyTurnUses(tx.s.usedThisTurn)) tx.s.usedThisTurn = NO_TURN_USES;
  tx.emit({ type: 'turn', turn: tx.s.turn, player });
  // 001's Gain Phase: Magic Points and the Divine Magic roll come before the draw.
  if (tx.s.shadow) shadowTurnStart(tx, player);
  if (tx.s.result) return;
  goToPhase(tx, 'draw', null);
}

/** Enters a phase or step and sets up what happens there. */
export function goToPhase(tx: Tx, phase: Phase, step: BattleStep | null): void {
  const tp = tx.s.turnPlayer;
  tx.s.window = null;
  // A skipped Draw Phase does not happen at all: the turn starts with the Standby Phase.
  if (phase === 'draw' && tx.s.lingering.length > 0 && spendDrawSkip(tx, tp)) phase = 'standby';
  enterPhase(tx, phase, step);
  if (tx.s.lingering.length > 0) queueDelayedEffects(tx, phase);
  switch (phase) {
    case 'draw': {
      const skipDraw = tx.s.turn === 1 && !tx.s.format.firstPlayerDrawsOnFirstTurn;
      if (!skipDraw && !drawCard(tx, tp)) {
        endDuel(tx, opponentOf(tp), 'deck-out');
        return;
      }
      openState(tx);
      return;
    }
    case 'end':
      endPhaseRules(tx);
      if (tx.s.lingering.length > 0) endPhaseReturns(tx);
      if (tx.s.lingering.length > 0) destroyExpiredCards(tx);
      openWindow(tx, 'open', { to: 'hand-limit' });
      return;
    default:
      openState(tx);
  }
}

/** Spends one use of a 'skip-draw-phase' effect on `player` (Reckless Greed); false if there is none. */
function spendDrawSkip(tx: Tx, player: PlayerId): boolean {
  const list = tx.s.lingering;
  const at = list.findIndex((l) => l.code === 'skip-draw-phase' && 'player' in l.affects && l.affects.player === player);
  if (at < 0) return false;
  const e = list[at]!;
  const left = (e.count ?? 1) - 1;
  tx.s.lingering = left <= 0 ? list.filter((_, i) => i !== at) : list.map((l, i) => (i === at ? { ...l, count: left } : l));
  return true;
}

/**
 * Delayed effects due now ("during your next Standby Phase": Jigen Bakudan) are queued as
 * triggered effects of their card, set off by the phase's start; they activate only if
 * the card is still face-up where it was when the effect was set up.
 */
function queueDelayedEffects(tx: Tx, phase: Phase): void {
  const due = tx.s.lingering.filter((l) => l.code === 'delayed-trigger' && l.value.turn === tx.s.turn && l.value.phase === phase);
  if (due.length === 0) return;
  tx.s.lingering = tx.s.lingering.filter((l) => !due.includes(l));
  const event = tx.events[tx.events.length - 1]!;
  for (const l of due) {
    if (l.code !== 'delayed-trigger' || !('card' in l.affects)) continue;
    const id = l.affects.card;
    const card = tx.s.cards[id]!;
    const stillThere = l.value.fromGraveyard ? card.location === 'graveyard' : card.faceUp && (card.location === 'monster' || card.location === 'extraMonster');
    if (card.moves !== l.affects.moves || !stillThere) continue;
    tx.triggers().push({ card: id, effect: l.value.effect, player: card.controller, mandatory: true, when: false, event });
  }
}

/** What the rules do by themselves as the End Phase begins: temporary control ends, delayed destruction. */
function endPhaseRules(tx: Tx): void {
  for (const l of tx.s.lingering) {
    if (l.code !== 'return-control-at-end-phase' && l.code !== 'destroy-at-end-phase') continue;
    if (!('card' in l.affects)) continue;
    const id = l.affects.card;
    const card = tx.s.cards[id]!;
    if (card.moves !== l.affects.moves) continue;
    if (l.code === 'return-control-at-end-phase' && card.controller !== card.owner && (card.location === 'monster' || card.location === 'extraMonster')) {
      const owner = card.owner;
      if (freeMonsterZone(tx.s, owner) >= 0) {
        moveCard(tx, id, { to: 'monster', controller: owner, position: card.position, faceUp: card.faceUp, keepArrival: true });
        tx.emit({ type: 'control', card: id, player: owner });
      } else {
        sendToGraveyard(tx, id);
        tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'rule' });
      }
    }
    if (l.code === 'destroy-at-end-phase' && (card.location === 'monster' || card.location === 'extraMonster')) {
      const owner = card.owner;
      sendToGraveyard(tx, id);
      tx.emit({ type: 'destroyed', card: id, by: 'effect', owner, wasFaceUp: card.faceUp });
      tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'destroyed' });
    }
  }
}

/** End of the End Phase: discard down to the hand limit, one chosen card at a time, then the turn passes. */
export function askForHandLimit(tx: Tx): void {
  const tp = tx.s.turnPlayer;
  tx.s.window = null;
  const excess = tx.s.players[tp].hand.length - tx.s.format.handLimit;
  if (excess > 0) {
    tx.s.pending = { kind: 'discard', player: tp, count: excess };
    return;
  }
  endTurn(tx);
}

/** "Until the end of the turn" effects stop (and those kept until the end of this turn number: Lyla's "your next turn"), and the other player's turn begins. */
function endTurn(tx: Tx): void {
  const turn = tx.s.turn;
  if (tx.s.lingering.length > 0) tx.s.lingering = tx.s.lingering.filter((l) => l.until !== 'end-of-turn' && !(typeof l.until === 'object' && l.until.endOfTurn <= turn));
  tx.s.pending = null;
  if (tx.s.shadow) shadowTurnEnd(tx, tx.s.turnPlayer);
  startTurn(tx, opponentOf(tx.s.turnPlayer));
}

export function discardForHandLimit(tx: Tx, p: PlayerId, card: number): void {
  sendToGraveyard(tx, card);
  tx.emit({ type: 'discard', player: p, card });
  tx.emit({ type: 'sent-to-graveyard', card, reason: 'discard', from: 'hand' });
  askForHandLimit(tx);
}

export function mayEnterBattlePhase(turn: number, firstPlayerMayBattle: boolean): boolean {
  return turn > 1 || firstPlayerMayBattle;
}
