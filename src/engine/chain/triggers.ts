/**
 * Trigger effects: noticing the events that set them off, and putting them on a new chain
 * in the format's order for simultaneous ones, asking about optional ones and about the
 * order of several of one player's.
 */
import { scriptIndex } from '../scriptIndex.js';
import { beforeDamageCalculated } from '../damageStep2005.js';
import { usedOncePerTurn } from '../turnUses.js';
import { activeSources, hasEffect, nameLocked } from '../activeEffects.js';
import { cardName, isMonsterZone, isOnField, isPendulumScale, opponentOf, staticOf } from '../zones.js';
import { activate } from './activation.js';
import { effectOf, effectTargetsAvailable, scriptFor, unpayableCost } from './effectLookup.js';
import type { Tx } from '../tx.js';
import type { EngineContext } from '../context.js';
import type { EffectDef, EffectQuery } from '../effects/api.js';
import type { DuelEvent, DuelState, EffectProcess, PendingTrigger, PlayerId } from '../types.js';

function triggerLocationOk(state: DuelState, id: number, def: EffectDef): boolean {
  const card = state.cards[id]!;
  // A Pendulum Effect works only while its card is a Scale in a Pendulum Zone (rule zones.pendulum).
  if (def.pendulumEffect) return isPendulumScale(state, id);
  if (def.triggersFrom) return def.triggersFrom.includes(card.location);
  // A monster's effects work only in a Monster Zone (not while it is an Equip Card in a Spell & Trap Zone).
  if (def.kind === 'flip' || staticOf(state, card).kind === 'monster') return isMonsterZone(card.location) && card.faceUp;
  return isOnField(card.location) && card.faceUp;
}

function flipTriggered(event: DuelEvent, self: number): boolean {
  return (event.type === 'flip' && event.card === self) || (event.type === 'flip-summon' && event.card === self);
}

/** Looks at the events since the last look and queues every trigger effect they set off. */
export function collectTriggers(tx: Tx, ctx: EngineContext): void {
  if (!ctx.scripts) return;
  const from = tx.scanned;
  tx.scanned = tx.events.length;
  if (from >= tx.events.length) return;
  const withTriggers = scriptIndex(tx.s, ctx).triggers;
  if (withTriggers.size === 0) return;
  const holders: number[] = [];
  for (const card of tx.s.cards) {
    if (card.location === 'deck' || card.location === 'gone') continue;
    if (withTriggers.has(card.passcode)) holders.push(card.id);
  }
  for (let i = from; i < tx.events.length; i++) {
    const event = tx.events[i]!;
    for (const id of holders) {
      const player = tx.s.cards[id]!.controller;
      for (const def of scriptFor(tx.s, ctx, id)!.effects!) {
        if ((def.kind !== 'trigger' && def.kind !== 'flip') || def.floating) continue;
        const q: EffectQuery = { state: tx.s, self: id, player, event, ctx };
        const fires = def.triggersOn ? def.triggersOn(q, event) : def.kind === 'flip' && flipTriggered(event, id);
        if (fires && triggerLocationOk(tx.s, id, def)) queueTrigger(tx, id, def, player, event);
      }
    }
    if (tx.s.lingering.length > 0) queueFloatingTriggers(tx, ctx, event);
  }
}

/** Effects a 'floating-trigger' effect lets trigger, wherever their card now is (Last Will). */
function queueFloatingTriggers(tx: Tx, ctx: EngineContext, event: DuelEvent): void {
  for (const f of tx.s.lingering) {
    if (f.code !== 'floating-trigger' || !('player' in f.affects)) continue;
    const id = f.value.card;
    const def = effectOf(tx.s, ctx, id, f.value.effect);
    const player = f.affects.player;
    if (def?.triggersOn?.({ state: tx.s, self: id, player, event, ctx }, event)) queueTrigger(tx, id, def, player, event);
  }
}

function queueTrigger(tx: Tx, id: number, def: EffectDef, player: PlayerId, event: DuelEvent): void {
  if (def.oncePerTurn && usedOncePerTurn(tx.s, id, def)) return;
  if (tx.s.triggers.some((t) => t.card === id && t.effect === def.id)) return;
  tx.triggers().push({ card: id, effect: def.id, player, mandatory: !def.optional, when: !!def.when, event });
}

/** Which pending trigger group goes on the chain next, in the format's order. */
function nextTriggerGroup(state: DuelState): PendingTrigger[] {
  const tp = state.turnPlayer;
  const opp = opponentOf(tp);
  const groups: ((t: PendingTrigger) => boolean)[] =
    state.format.simultaneousTriggers === 'mandatory-then-optional'
      ? [(t) => t.player === tp && t.mandatory, (t) => t.player === opp && t.mandatory, (t) => t.player === tp && !t.mandatory, (t) => t.player === opp && !t.mandatory]
      : [(t) => t.player === tp, (t) => t.player === opp];
  // The Flip effect of a monster flipped by an attack waits until after damage calculation.
  const ready = beforeDamageCalculated(state.window?.kind) && !state.format.shadow?.flipEffectsBeforeDamage ? state.triggers.filter((t) => !(t.event.type === 'flip' && t.event.reason === 'attacked')) : state.triggers;
  for (const g of groups) {
    const members = ready.filter(g);
    if (members.length > 0) return members;
  }
  return [];
}

const isFlipMonster = (state: DuelState, id: number): boolean => staticOf(state, state.cards[id]!).subtypes.includes('Flip');

/** Does a face-up card negate the effects of Flip Effect Monsters (Fiend Skull Dragon)? */
function flipEffectsNegated(state: DuelState, ctx: EngineContext): boolean {
  return scriptIndex(state, ctx).continuousCodes.has('negate-flip-effects') && activeSources(state, ctx, ['negate-flip-effects']).length > 0;
}

/** Can a queued trigger still be activated (name locks, once per turn, its condition, targets)? */
function triggerCanActivate(state: DuelState, ctx: EngineContext, t: PendingTrigger): boolean {
  const def = effectOf(state, ctx, t.card, t.effect);
  if (!def) return false;
  // A monster whose effects are negated (destroyed by battle with Dark Balter) activates none.
  if (state.lingering.length > 0 && hasEffect(state, ctx, { card: t.card }, 'effects-negated')) return false;
  if (isFlipMonster(state, t.card) && flipEffectsNegated(state, ctx)) return false;
  const name = cardName(state, t.card);
  if (nameLocked(state, ctx, t.player, name)) return false;
  if (def.oncePerTurn && usedOncePerTurn(state, t.card, def)) return false;
  const q: EffectQuery = { state, self: t.card, player: t.player, event: t.event, ctx };
  if (def.condition && !def.condition(q)) return false;
  if (def.cost?.custom && !def.cost.custom.can(q)) return false;
  if (unpayableCost(state, q, def) !== null) return false;
  return effectTargetsAvailable(state, ctx, q, def);
}

/**
 * Puts queued trigger effects on a new chain: asks about optional ones and the order of
 * several of one player's. Returns false while waiting for a player's answer.

/**
 * Puts queued trigger effects on a new chain: asks about optional ones and the order of
 * several of one player's. Returns false while waiting for a player's answer.
 */
export function placeTriggers(tx: Tx, ctx: EngineContext): boolean {
  for (let guard = 0; guard < 200; guard++) {
    dropUnusableTriggers(tx, ctx);
    const group = nextTriggerGroup(tx.s);
    if (group.length === 0) return true;
    const chosen = pickFromGroup(tx, ctx, group);
    if (!chosen) return false;
    if (!chosen.mandatory) {
      const use = askToUse(tx, ctx, chosen);
      if (use === 'asking') return false;
      if (use === 'no') {
        removeTrigger(tx, chosen);
        continue;
      }
    }
    removeTrigger(tx, chosen);
    const process: EffectProcess = { kind: 'activate', player: chosen.player, card: chosen.card, effect: chosen.effect, answers: [], trigger: chosen };
    if (!activate(tx, ctx, process, chosen)) return false;
  }
  throw new Error('trigger placement did not finish');
}

/** Triggers that missed their timing or cannot be activated now (no targets, locked, used up) leave the queue. */
function dropUnusableTriggers(tx: Tx, ctx: EngineContext): void {
  // "When ... you can" effects whose event was not the last thing to happen miss their timing.
  for (const t of [...tx.s.triggers]) {
    if (t.when && !t.mandatory && t.event.n <= tx.s.lastActionStart && tx.s.chain.length === 0) {
      removeTrigger(tx, t);
      tx.emit({ type: 'trigger-missed', card: t.card, effect: t.effect });
    }
  }
  // A trigger that cannot be activated now simply does not activate.
  for (const t of [...tx.s.triggers]) if (!triggerCanActivate(tx.s, ctx, t)) removeTrigger(tx, t);
}

/**
 * The trigger of `group` that goes on the chain next: the one whose yes/no question was
 * just answered, the only one, or the one its player picked; undefined while asking.
 */
function pickFromGroup(tx: Tx, ctx: EngineContext, group: PendingTrigger[]): PendingTrigger | undefined {
  const p = tx.s.process;
  if (p?.kind === 'optional-trigger') {
    const asked = group.find((t) => t.card === p.trigger.card && t.effect === p.trigger.effect);
    if (asked) return asked;
    tx.s.process = null;
  }
  if (group.length === 1) return group[0]!;
  if (p?.kind === 'trigger-order' && p.answers[0]) {
    tx.s.process = null;
    return group[p.answers[0][0]!]!;
  }
  const player = group[0]!.player;
  tx.s.process = { kind: 'trigger-order', player, answers: [] };
  tx.s.pending = {
    kind: 'choose',
    player,
    prompt: 'Several of your effects trigger at once: which goes on the chain next?',
    candidates: group.map((_, i) => i),
    labels: group.map((t) => `${cardName(tx.s, t.card)}: ${effectOf(tx.s, ctx, t.card, t.effect)?.label ?? 'effect'}`),
    min: 1,
    max: 1,
    picked: [],
  };
  return undefined;
}

/** For an optional trigger: the player's answer to "use it?", or 'asking' when the question was just put. */
function askToUse(tx: Tx, ctx: EngineContext, chosen: PendingTrigger): 'yes' | 'no' | 'asking' {
  const p = tx.s.process;
  if (p?.kind === 'optional-trigger' && p.answers[0]) {
    tx.s.process = null;
    return p.answers[0][0] === 1 ? 'yes' : 'no';
  }
  const def = effectOf(tx.s, ctx, chosen.card, chosen.effect)!;
  tx.s.process = { kind: 'optional-trigger', player: chosen.player, trigger: chosen, answers: [] };
  tx.s.pending = { kind: 'yes-no', player: chosen.player, prompt: `Use the effect of ${cardName(tx.s, chosen.card)}?${def.label ? ` (${def.label})` : ''}` };
  return 'asking';
}

function removeTrigger(tx: Tx, t: PendingTrigger): void {
  const list = tx.triggers();
  const at = list.indexOf(t);
  if (at >= 0) list.splice(at, 1);
}
