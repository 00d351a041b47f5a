/**
 * The two calls everything else uses: `legalActions` lists the options of the pending
 * decision, `apply` checks an action with the same checks and performs it. A rejected
 * action never changes the state; a decision with exactly one option is taken by the
 * engine itself, so nobody is ever asked a question with only one answer.
 */
import { checkAttack, battleOptions, cancelAttack, closeAttackWindow, declareAttack, replayOptions } from './battle.js';
import { nameFor } from './describe.js';
import { discardForHandLimit, endBattlePhase, endDuel, enterBattlePhase, enterEndPhase, mayEnterBattlePhase } from './flow.js';
import { reject } from './rejections.js';
import {
  checkChangePosition,
  checkFlipSummon,
  checkSpecialSummon,
  checkTributeSummon,
  performChangePosition,
  performFlipSummon,
  performSpecialSummon,
  performTributeSummon,
  summonOptions,
} from './summon.js';
import { Tx } from './tx.js';
import { malformation } from './wellFormed.js';
import { opponentOf } from './zones.js';
import type { EngineContext } from './context.js';
import type { Action, ActionType, ApplyResult, Decision, DuelState, Option, Rejection } from './types.js';

/** Which action types each kind of decision accepts. */
const ACCEPTS: Record<Decision['kind'], readonly ActionType[]> = {
  main: ['normal-summon', 'set-monster', 'flip-summon', 'change-position', 'special-summon', 'enter-battle', 'end-turn'],
  battle: ['attack', 'end-battle'],
  replay: ['attack', 'cancel-attack'],
  respond: ['pass'],
  discard: ['discard'],
};

const DECISION_WORDS: Record<Decision['kind'], string> = {
  main: 'give a Main Phase command',
  battle: 'declare an attack or end the Battle Phase',
  replay: 'choose a new attack target or give up the attack',
  respond: 'respond or pass',
  discard: 'discard down to the hand limit',
};

const PHASE_WORDS: Record<DuelState['phase'], string> = {
  draw: 'the Draw Phase',
  standby: 'the Standby Phase',
  main1: 'Main Phase 1',
  battle: 'the Battle Phase',
  main2: 'Main Phase 2',
  end: 'the End Phase',
};

/**
 * States are never changed once `apply` returns them, and `settle` has already listed
 * the options of the state it returns; the caller almost always asks for exactly those
 * next. One remembered entry catches that without a WeakMap's garbage-collection cost.
 */
let lastListed: { state: DuelState; ctx: EngineContext; options: Option[] } | null = null;

export function legalActions(state: DuelState, ctx: EngineContext): Option[] {
  if (lastListed !== null && lastListed.state === state && lastListed.ctx === ctx) return lastListed.options.slice();
  return listOptions(state, ctx);
}

function listOptions(state: DuelState, ctx: EngineContext): Option[] {
  const pending = state.pending;
  if (!pending || state.result) return [];
  const p = pending.player;
  const out: Option[] = [];
  switch (pending.kind) {
    case 'main':
      summonOptions(state, ctx, p, out);
      if (state.phase === 'main1' && mayEnterBattlePhase(state.turn, state.format.firstPlayerMayBattleOnFirstTurn)) {
        out.push({ id: 'battle', label: 'Enter the Battle Phase', action: { type: 'enter-battle', player: p } });
      }
      out.push({ id: 'end-turn', label: 'End your turn', action: { type: 'end-turn', player: p } });
      break;
    case 'battle':
      battleOptions(state, p, out);
      break;
    case 'replay':
      replayOptions(state, p, out);
      break;
    case 'respond':
      out.push({ id: 'pass', label: 'Pass (do not respond)', action: { type: 'pass', player: p } });
      break;
    case 'discard':
      for (const id of state.players[p].hand) {
        out.push({ id: `discard:${id}`, label: `Discard ${nameFor(state, id, p)}`, action: { type: 'discard', player: p, card: id } });
      }
      break;
  }
  return out;
}

/** The single check behind both the option list and `apply`. */
export function checkAction(state: DuelState, ctx: EngineContext, action: Action): Rejection | null {
  const wrongShape = malformation(action);
  if (wrongShape) return reject('MALFORMED_ACTION', `That is not a well-formed action: ${wrongShape}.`);
  if (state.result) return reject('DUEL_OVER', 'The duel is over.');
  if (action.type === 'surrender') return action.player === 0 || action.player === 1 ? null : reject('WRONG_DECISION', 'Unknown player.');
  const pending = state.pending;
  if (!pending) throw new Error('a duel in progress has no pending decision');
  if (action.player !== pending.player) {
    return reject('NOT_YOUR_DECISION', `It is the other player's decision now: they must ${DECISION_WORDS[pending.kind]}.`);
  }
  if (!ACCEPTS[pending.kind].includes(action.type)) return wrongTime(state, action);
  switch (action.type) {
    case 'normal-summon':
    case 'set-monster':
      return checkTributeSummon(state, action);
    case 'flip-summon':
      return checkFlipSummon(state, action);
    case 'change-position':
      return checkChangePosition(state, action);
    case 'special-summon':
      return checkSpecialSummon(state, ctx, action);
    case 'enter-battle':
      if (state.phase !== 'main1') return reject('WRONG_DECISION', 'The Battle Phase can only be entered from Main Phase 1.');
      if (!mayEnterBattlePhase(state.turn, state.format.firstPlayerMayBattleOnFirstTurn)) {
        return reject('NO_BATTLE_FIRST_TURN', 'The player who goes first cannot conduct a Battle Phase on the first turn of the duel.');
      }
      return null;
    case 'attack':
      return checkAttack(state, action, pending.kind === 'replay');
    case 'discard': {
      const card = state.cards[action.card];
      if (!card || card.location !== 'hand' || card.owner !== action.player) {
        return reject('NOT_IN_HAND', `${card ? nameFor(state, action.card, action.player) : `Card #${action.card}`} is not in your hand.`);
      }
      return null;
    }
    default:
      return null;
  }
}

function wrongTime(state: DuelState, action: Action): Rejection {
  const pending = state.pending!;
  if (action.type === 'attack' && state.phase !== 'battle') {
    return reject('NOT_IN_BATTLE', `Attacks are declared in the Battle Phase; it is ${PHASE_WORDS[state.phase]} now. Enter the Battle Phase first.`);
  }
  if (action.type === 'enter-battle' && state.phase === 'main2') {
    return reject('WRONG_DECISION', 'The Battle Phase is over for this turn; Main Phase 2 leads only to the End Phase.');
  }
  return reject('WRONG_DECISION', `That cannot be done in ${PHASE_WORDS[state.phase]}${state.step ? ` (${state.step} step)` : ''}: now you must ${DECISION_WORDS[pending.kind]}.`);
}

function perform(tx: Tx, ctx: EngineContext, action: Action): void {
  switch (action.type) {
    case 'normal-summon':
    case 'set-monster':
      return performTributeSummon(tx, action);
    case 'flip-summon':
      return performFlipSummon(tx, action);
    case 'change-position':
      return performChangePosition(tx, action);
    case 'special-summon':
      return performSpecialSummon(tx, ctx, action);
    case 'enter-battle':
      return enterBattlePhase(tx);
    case 'end-battle':
      return endBattlePhase(tx);
    case 'end-turn':
      return enterEndPhase(tx);
    case 'attack':
      return declareAttack(tx, action, tx.s.pending?.kind === 'replay');
    case 'cancel-attack':
      return cancelAttack(tx, action.player);
    case 'discard':
      return discardForHandLimit(tx, action.player, action.card);
    case 'pass': {
      const pending = tx.s.pending;
      if (pending?.kind !== 'respond') throw new Error('pass outside a response window');
      tx.emit({ type: 'pass', player: action.player });
      if (pending.passes + 1 >= 2) closeAttackWindow(tx, ctx);
      else tx.s.pending = { ...pending, player: opponentOf(pending.player), passes: pending.passes + 1 };
      return;
    }
    case 'surrender':
      tx.emit({ type: 'surrender', player: action.player });
      return endDuel(tx, opponentOf(action.player), 'surrender');
  }
}

/** Takes every decision that has exactly one option, until a real choice or the end of the duel. */
export function settle(tx: Tx, ctx: EngineContext): Option[] {
  for (let guard = 0; guard < 100_000; guard++) {
    if (tx.s.result) return [];
    // Not the cached legalActions: tx.s is still being written until settle returns.
    const options = listOptions(tx.s, ctx);
    if (options.length === 0) throw new Error(`decision ${JSON.stringify(tx.s.pending)} has no options`);
    if (options.length > 1) return options;
    perform(tx, ctx, options[0]!.action);
  }
  throw new Error('the duel did not reach a decision');
}

export function apply(state: DuelState, ctx: EngineContext, action: Action): ApplyResult {
  const rejection = checkAction(state, ctx, action);
  if (rejection) return { ok: false, rejection };
  const tx = new Tx(state);
  tx.recordAction(action);
  perform(tx, ctx, action);
  lastListed = { state: tx.s, ctx, options: settle(tx, ctx) };
  return { ok: true, state: tx.s, events: tx.events };
}
