/**
 * The two calls everything else uses: `legalActions` lists the options of the pending
 * decision, `apply` checks an action with the same checks and performs it. A rejected
 * action never changes the state; a decision with exactly one option is taken by the
 * engine itself, so nobody is ever asked a question with only one answer.
 */
import { checkWinConditions } from './winConditions.js';
import { maintenanceMayBeDue, settleMaintenance } from './maintenance.js';
import { checkPendulumScale, isPendulumScaleEffect, pendulumScaleOptions, performPendulumScale } from './summon/pendulum.js';
import { battleOptions, beforeDamageCalculation2005, monsterThatMustAttack, cancelAttack, checkAttack, closeAttackWindow, damageCalculation, declareAttack, endDamageStep, replayOptions } from './battle.js';
import { duringDamageCalculation2005, endOfDamageStep2005, isDamageSubstep, playsDamageStep2005, triggersHeld } from './damageStep2005.js';
import { activate, activationOptions, offerResponse } from './chain/activation.js';
import { checkActivation } from './chain/checkActivation.js';
import { resolveChain } from './chain/resolve.js';
import { stateChecks } from './chain/stateChecks.js';
import { collectTriggers, placeTriggers } from './chain/triggers.js';
import { nameFor } from './text/describe.js';
import {
  askForHandLimit,
  checkLifePoints,
  discardForHandLimit,
  endDuel,
  goToPhase,
  mayEnterBattlePhase,
  openState,
  openWindow,
  requestMoveOn,
} from './flow.js';
import { showsPartialRun } from './partialRun.js';
import { reject } from './rejections.js';
import { checkSetSpellTrap, performSetSpellTrap, setSpellTrapOptions } from './spellTrap.js';
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
import { scriptIndex } from './scriptIndex.js';
import { announceSummon, leaveSummoningWindow } from './summonNegation.js';
import { hasEffect } from './activeEffects.js';
import { Tx } from './tx.js';
import { malformation } from './wellFormed.js';
import { cardName, opponentOf } from './zones.js';
import type { EngineContext } from './context.js';
import type { Action, ApplyResult, DuelState, Option, PlayerId, Rejection } from './types.js';
import { ACCEPTS, DECISION_WORDS } from './decisionKinds.js';
import { phaseInSentence } from './text/phaseNames.js';
import { shadowRejection } from './shadow/checks.js';
import { payForAction } from './shadow/magicPoints.js';
import { shadowOptions } from './shadow/options.js';
import { checkHeartOfTheCards, rollHeartOfTheCards } from './shadow/heart.js';

/** The options of a state that use one card (Heart of the Cards: is the card it brought usable at once?). */
export function optionsUsingCard(state: DuelState, ctx: EngineContext, card: number): Option[] {
  return listOptions(state, ctx).filter((o) => 'card' in o.action && o.action.card === card);
}

/**
 * States are never changed once `apply` returns them, and `settle` has already listed
 * the options of the state it returns; the caller almost always asks for exactly those
 * next. One remembered entry per duel (keyed by its catalog, not by every state) catches
 * that without a WeakMap entry per state.
 */
export function legalActions(state: DuelState, ctx: EngineContext): Option[] {
  const listed = ctx.caches.listed.get(state.catalog);
  if (listed !== undefined && listed.state === state) return listed.options.slice();
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
      setSpellTrapOptions(state, ctx, p, out);
      activationOptions(state, ctx, p, out);
      pendulumScaleOptions(state, ctx, p, out);
      if (state.phase === 'main1' && mayEnterBattlePhase(state.turn, state.format.firstPlayerMayBattleOnFirstTurn) && !battleForbidden(state, ctx)) {
        out.push({ id: 'battle', label: 'Enter the Battle Phase', action: { type: 'enter-battle', player: p } });
      }
      out.push({ id: 'end-turn', label: 'End your turn', action: { type: 'end-turn', player: p } });
      break;
    case 'battle':
      battleOptions(state, ctx, p, out);
      activationOptions(state, ctx, p, out);
      if (monsterThatMustAttack(state, ctx, p) === null) out.push({ id: 'end-battle', label: 'End the Battle Phase', action: { type: 'end-battle', player: p } });
      break;
    case 'replay':
      replayOptions(state, ctx, p, out);
      break;
    case 'respond':
      activationOptions(state, ctx, p, out);
      out.push({ id: 'pass', label: state.chain.length > 0 ? 'Pass (let the chain resolve)' : 'Pass (do not respond)', action: { type: 'pass', player: p } });
      break;
    case 'discard':
      for (const id of state.players[p].hand) {
        out.push({ id: `discard:${id}`, label: `Discard ${nameFor(state, id, p)}`, action: { type: 'discard', player: p, card: id } });
      }
      break;
    case 'choose':
      for (const c of pending.candidates) {
        if (pending.picked.includes(c)) continue;
        const label = pending.labels ? pending.labels[c] ?? `option ${c}` : choiceName(state, c, p);
        out.push({ id: `choose:${c}`, label: `${pending.prompt}: ${label}`, action: { type: 'choose', player: p, pick: c } });
      }
      if (pending.picked.length >= pending.min && pending.picked.length < pending.max) {
        out.push({ id: 'choose:done', label: pending.picked.length === 0 ? 'Choose none' : 'Done choosing', action: { type: 'choose', player: p, pick: null, done: true } });
      }
      break;
    case 'yes-no':
      out.push({ id: 'yes', label: `Yes: ${pending.prompt}`, action: { type: 'answer', player: p, yes: true } });
      out.push({ id: 'no', label: `No: ${pending.prompt}`, action: { type: 'answer', player: p, yes: false } });
      break;
  }
  return state.shadow ? shadowOptions(state, ctx, out) : out;
}

/** False when none of the player's cards in hand or on the field has an effect that could be activated. */
function mayHaveActivation(state: DuelState, ctx: EngineContext, player: PlayerId): boolean {
  if (!ctx.scripts) return false;
  const activatable = scriptIndex(state, ctx).activatable;
  if (activatable.size === 0) return false;
  const pl = state.players[player];
  // Plain loops, not a named closure: under tsx (keepNames) each closure made here costs a name definition.
  for (const pile of [pl.hand, pl.spellTraps, pl.monsters, state.extraMonsterZones]) {
    for (const id of pile) if (id !== null && activatable.has(state.cards[id]!.passcode)) return true;
  }
  return pl.fieldZone !== null && activatable.has(state.cards[pl.fieldZone]!.passcode);
}

/** A player choosing from their own Deck (a search) looks at it, so those cards are named. */
function choiceName(state: DuelState, id: number, chooser: PlayerId): string {
  const card = state.cards[id]!;
  if (card.location === 'deck' && card.owner === chooser) return cardName(state, id);
  return nameFor(state, id, chooser);
}

function battleForbidden(state: DuelState, ctx: EngineContext): boolean {
  return hasEffect(state, ctx, { player: state.turnPlayer }, 'cannot-enter-battle-phase');
}

/** The single check behind both the option list and `apply`. */
export function checkAction(state: DuelState, ctx: EngineContext, action: Action): Rejection | null {
  const wrongShape = malformation(action);
  if (wrongShape) return reject('MALFORMED_ACTION', `That is not a well-formed action: ${wrongShape}.`);
  if (state.result) return reject('DUEL_OVER', 'The duel is over.');
  if (action.type === 'surrender') return null;
  const pending = state.pending;
  if (!pending) throw new Error('a duel in progress has no pending decision');
  if (action.player !== pending.player) {
    return reject('NOT_YOUR_DECISION', `It is the other player's decision now: they must ${DECISION_WORDS[pending.kind]}.`);
  }
  if (!ACCEPTS[pending.kind].includes(action.type)) return wrongTime(state, action);
  if (state.shadow) {
    const shadowRefusal = shadowRejection(state, ctx, action);
    if (shadowRefusal) return shadowRefusal;
  }
  switch (action.type) {
    case 'normal-summon':
    case 'set-monster':
      return checkTributeSummon(state, ctx, action);
    case 'flip-summon':
      return checkFlipSummon(state, ctx, action);
    case 'change-position':
      return checkChangePosition(state, ctx, action);
    case 'special-summon':
      return checkSpecialSummon(state, ctx, action);
    case 'set-spell-trap':
      return checkSetSpellTrap(state, action);
    case 'activate':
      // A Pendulum Scale is placed by the rules (summon/pendulum.ts), not by the card's script.
      if (isPendulumScaleEffect(action.effect)) return state.pending?.kind === 'main' ? checkPendulumScale(state, action, ctx) : reject('WRONG_DECISION', 'A Pendulum Scale is activated in your Main Phase only.');
      return checkActivation(state, ctx, action.player, action.card, action.effect);
    case 'enter-battle':
      if (state.phase !== 'main1') return reject('WRONG_DECISION', 'The Battle Phase can only be entered from Main Phase 1.');
      if (!mayEnterBattlePhase(state.turn, state.format.firstPlayerMayBattleOnFirstTurn)) {
        return reject('NO_BATTLE_FIRST_TURN', 'The player who goes first cannot conduct a Battle Phase on the first turn of the duel.');
      }
      if (battleForbidden(state, ctx)) return reject('BATTLE_PHASE_FORBIDDEN', 'A card you activated this turn stops you from conducting your Battle Phase.');
      return null;
    case 'attack':
      return checkAttack(state, ctx, action, pending.kind === 'replay');
    case 'heart-of-the-cards':
      return checkHeartOfTheCards(state, ctx, action);
    case 'end-battle': {
      const must = monsterThatMustAttack(state, ctx, action.player);
      return must === null ? null : reject('MUST_ATTACK', `${cardName(state, must)} must attack if able, so the Battle Phase cannot end before it attacks.`);
    }
    case 'discard': {
      const card = state.cards[action.card];
      if (!card || card.location !== 'hand' || card.owner !== action.player) {
        return reject('NOT_IN_HAND', `${card ? nameFor(state, action.card, action.player) : `Card #${action.card}`} is not in your hand.`);
      }
      return null;
    }
    case 'choose': {
      if (pending.kind !== 'choose') return null;
      if (action.done) {
        if (pending.picked.length < pending.min) return reject('NOT_ENOUGH_CHOSEN', `Choose at least ${pending.min} first.`);
        return null;
      }
      if (action.pick === null || !pending.candidates.includes(action.pick) || pending.picked.includes(action.pick)) {
        return reject('NOT_A_CANDIDATE', `That is not one of the choices: ${pending.prompt}.`);
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
    return reject('NOT_IN_BATTLE', `Attacks are declared in the Battle Phase; it is ${phaseInSentence(state.phase)} now. Enter the Battle Phase first.`);
  }
  if (action.type === 'enter-battle' && state.phase === 'main2') {
    return reject('WRONG_DECISION', 'The Battle Phase is over for this turn; Main Phase 2 leads only to the End Phase.');
  }
  if (action.type === 'activate' && (pending.kind === 'choose' || pending.kind === 'yes-no')) {
    return reject('WRONG_DECISION', `An effect is waiting for a choice first: ${pending.prompt}.`);
  }
  return reject('WRONG_DECISION', `That cannot be done in ${phaseInSentence(state.phase)}${state.step ? ` (${state.step} step)` : ''}: now you must ${DECISION_WORDS[pending.kind]}.`);
}

function perform(tx: Tx, ctx: EngineContext, action: Action): void {
  // Answering a question an effect asked continues it: it is not a new "last thing to happen".
  if (action.type !== 'choose' && action.type !== 'answer') tx.s.lastActionStart = tx.s.eventCount;
  if (tx.s.shadow) payForAction(tx, action);
  switch (action.type) {
    case 'normal-summon':
    case 'set-monster': {
      const summon = performTributeSummon(tx, action);
      if (summon) announceSummon(tx, ctx, summon);
      return;
    }
    case 'flip-summon':
      return announceSummon(tx, ctx, performFlipSummon(tx, action));
    case 'change-position':
      return performChangePosition(tx, action);
    case 'special-summon':
      return announceSummon(tx, ctx, performSpecialSummon(tx, ctx, action));
    case 'set-spell-trap':
      return performSetSpellTrap(tx, action);
    case 'activate': {
      if (!tx.s.window) tx.s.window = { kind: 'open', event: null, resume: { to: 'open' } };
      // A Scale is a Spell Card's activation: it opens a Chain the opponent may respond to (rule zones.pendulum).
      if (isPendulumScaleEffect(action.effect)) {
        performPendulumScale(tx, action);
        return offerResponse(tx, action.player);
      }
      const process = { kind: 'activate' as const, player: action.player, card: action.card, effect: action.effect, answers: [] };
      if (activate(tx, ctx, process)) offerResponse(tx, action.player);
      return;
    }
    case 'enter-battle':
      return requestMoveOn(tx, { phase: 'battle', step: 'start' });
    case 'end-battle':
      return requestMoveOn(tx, { phase: 'battle', step: 'end' });
    case 'end-turn':
      return requestMoveOn(tx, { phase: 'end', step: null });
    case 'attack':
      return declareAttack(tx, action, tx.s.pending?.kind === 'replay', ctx);
    case 'cancel-attack':
      return cancelAttack(tx, action.player);
    case 'discard':
      return discardForHandLimit(tx, action.player, action.card);
    case 'pass':
      return pass(tx, ctx);
    case 'choose':
      return choose(tx, ctx, action.pick, action.done === true);
    case 'answer':
      return answer(tx, ctx, action.yes);
    case 'heart-of-the-cards':
      return rollHeartOfTheCards(tx, ctx, action);
    case 'surrender':
      tx.emit({ type: 'surrender', player: action.player });
      return endDuel(tx, opponentOf(action.player), 'surrender');
  }
}

function pass(tx: Tx, ctx: EngineContext): void {
  const pending = tx.s.pending;
  if (pending?.kind !== 'respond') throw new Error('pass outside a response window');
  if (pending.passes + 1 < 2) {
    tx.s.pending = { ...pending, player: opponentOf(pending.player), passes: pending.passes + 1 };
    return;
  }
  if (tx.s.chain.length > 0) {
    tx.s.stage = 'resolving';
    tx.s.pending = null;
    return;
  }
  closeWindow(tx, ctx);
}

/** Both players passed with nothing on the chain: the game moves on. */
function closeWindow(tx: Tx, ctx: EngineContext): void {
  const closing = tx.s.window;
  const resume = closing?.resume ?? { to: 'open' as const };
  tx.s.window = null;
  switch (resume.to) {
    case 'open':
      return openState(tx);
    case 'phase':
      if (resume.phase === 'end' && tx.s.phase !== 'end') return goToPhase(tx, 'end', null);
      if (resume.phase === 'battle' && resume.step === 'start') {
        goToPhase(tx, 'battle', 'start');
        return;
      }
      return goToPhase(tx, resume.phase, resume.step);
    case 'attack':
      return closeAttackWindow(tx, ctx);
    case 'damage-calculation':
      return damageCalculation(tx, ctx);
    case 'end-damage-step':
      return playsDamageStep2005(tx.s) ? endOfDamageStep2005(tx, ctx) : endDamageStep(tx, ctx);
    case 'before-damage':
      return beforeDamageCalculation2005(tx);
    case 'during-damage':
      return duringDamageCalculation2005(tx);
    case 'leave-damage-step':
      return endDamageStep(tx, ctx);
    case 'hand-limit':
      return askForHandLimit(tx);
    case 'summoned':
      return leaveSummoningWindow(tx, closing);
  }
}

function choose(tx: Tx, ctx: EngineContext, pick: number | null, done: boolean): void {
  const pending = tx.s.pending;
  if (pending?.kind !== 'choose') throw new Error('choose outside a choice');
  const picked = done || pick === null ? pending.picked : [...pending.picked, pick];
  if (!done && picked.length < pending.max) {
    tx.s.pending = { ...pending, picked };
    return;
  }
  tx.emit({ type: 'choice', player: pending.player, picked });
  resumeProcess(tx, ctx, picked);
}

function answer(tx: Tx, ctx: EngineContext, yes: boolean): void {
  resumeProcess(tx, ctx, [yes ? 1 : 0]);
}

/** Feeds an answer to the activation, resolution or trigger placement that asked for it. */
function resumeProcess(tx: Tx, ctx: EngineContext, answerValue: readonly number[]): void {
  const process = tx.s.process;
  if (!process) throw new Error('an answer with no process waiting for it');
  const next = { ...process, answers: [...process.answers, answerValue] };
  tx.s.process = next;
  tx.s.pending = null;
  if (next.kind === 'activate') {
    // When done, advance() lets the other player respond, or goes on placing triggers.
    activate(tx, ctx, next, next.trigger);
    return;
  }
  // 'resolve' and 'triggers' pick up where they were in advance().
}

/**
 * Moves the duel on after an action until someone has a real decision: collects
 * triggers, resolves chains whose links both players passed on, places triggered
 * effects, and applies the rules that check themselves.
 */
function advance(tx: Tx, ctx: EngineContext): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (tx.s.result) return;
    // Halfway through an effect, waiting for a choice: the rules check the board once it is done.
    if (showsPartialRun(tx.s) && (tx.s.pending?.kind === 'choose' || tx.s.pending?.kind === 'yes-no')) return;
    if (ctx.scripts) {
      stateChecks(tx, ctx);
      collectTriggers(tx, ctx);
    }
    if (checkLifePoints(tx)) return;
    if (ctx.scripts && checkWinConditions(tx, ctx)) return;
    const pending = tx.s.pending;
    if (pending && (pending.kind === 'choose' || pending.kind === 'yes-no')) return;
    // Standby Phase maintenance costs come before anything else in the phase (maintenance.ts).
    if (ctx.scripts && maintenanceMayBeDue(tx.s)) {
      const upkeep = settleMaintenance(tx, ctx);
      if (upkeep === 'asking') return;
      if (upkeep === 'settled') continue;
    }
    const stage = tx.s.stage;
    if (stage === 'resolving') {
      if (!resolveChain(tx, ctx)) return;
      tx.s.stage = 'placing-after-chain';
      continue;
    }
    if (stage === 'idle' && tx.s.triggers.length > 0 && tx.s.chain.length === 0 && !triggersHeld(tx.s) && tx.s.window?.kind !== 'summoning') {
      tx.s.stage = 'placing';
      continue;
    }
    if (stage === 'placing' || stage === 'placing-after-chain') {
      if (!placeTriggers(tx, ctx)) return;
      tx.s.stage = 'idle';
      if (tx.s.chain.length > 0) {
        offerResponse(tx, tx.s.chain[tx.s.chain.length - 1]!.player);
        return;
      }
      // Also when an optional trigger was declined: its question replaced the decision that was open.
      if (stage === 'placing-after-chain' || !tx.s.pending) afterChain(tx, ctx);
      continue;
    }
    if (!pending) {
      // An activation finished after a choice: the other player may respond to it.
      if (tx.s.chain.length > 0) {
        offerResponse(tx, tx.s.chain[tx.s.chain.length - 1]!.player);
        return;
      }
      throw new Error('the duel has no pending decision');
    }
    return;
  }
  throw new Error('the duel did not settle');
}

/** After a chain: the turn player gets priority again where the chain started. */
function afterChain(tx: Tx, ctx: EngineContext): void {
  const window = tx.s.window;
  if (window?.kind === 'summoning') return leaveSummoningWindow(tx, window);
  if (window && isDamageSubstep(window.kind) && playsDamageStep2005(tx.s)) {
    // The 2005 Damage Step: one Chain per substep, then the next substep.
    closeWindow(tx, ctx);
    return;
  }
  if (!window || window.kind === 'open' && window.resume.to === 'open' || window.kind === 'summoned' || window.kind === 'phase-end') {
    openState(tx);
    return;
  }
  openWindow(tx, window.kind, window.resume);
}

/** A free Main/Battle Phase command of a held seat: its player ends the phase or turn in their own words. */
function heldCommand(s: DuelState): boolean {
  const p = s.pending;
  return s.heldSeats !== undefined && p !== null && (p.kind === 'main' || p.kind === 'battle') && s.heldSeats.includes(p.player);
}

/** Takes every decision that has exactly one option, until a real choice or the end of the duel. */
export function settle(tx: Tx, ctx: EngineContext): Option[] {
  for (let guard = 0; guard < 100_000; guard++) {
    advance(tx, ctx);
    if (tx.s.result) return [];
    const pending = tx.s.pending;
    if (pending?.kind === 'respond' && !ctx.askSingleOptions && !mayHaveActivation(tx.s, ctx, pending.player)) {
      // Most windows offer nothing but a pass; skip building the option list for them,
      // and when the other player has nothing either, both passes at once.
      if (tx.s.chain.length === 0 && !mayHaveActivation(tx.s, ctx, opponentOf(pending.player))) {
        tx.s.lastActionStart = tx.s.eventCount;
        closeWindow(tx, ctx);
      } else {
        perform(tx, ctx, { type: 'pass', player: pending.player });
      }
      continue;
    }
    // Not the cached legalActions: tx.s is still being written until settle returns.
    const options = listOptions(tx.s, ctx);
    if (options.length === 0) throw new Error(`decision ${JSON.stringify(tx.s.pending)} has no options`);
    if (options.length > 1 || ctx.askSingleOptions || heldCommand(tx.s)) return options;
    perform(tx, ctx, options[0]!.action);
  }
  throw new Error('the duel did not reach a decision');
}

export function apply(state: DuelState, ctx: EngineContext, action: Action): ApplyResult {
  const rejection = checkAction(state, ctx, action);
  if (rejection) return { ok: false, rejection };
  const tx = new Tx(state);
  tx.ctx = ctx;
  tx.recordAction(action);
  perform(tx, ctx, action);
  ctx.caches.listed.set(tx.s.catalog, { state: tx.s, options: settle(tx, ctx) });
  return { ok: true, state: tx.s, events: tx.events };
}
