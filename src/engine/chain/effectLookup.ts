/**
 * Looking up a card's effects and what they need: its script, one effect, its Spell
 * Speed, and the cards an effect could target. Shared by activation, triggers and resolution.
 */
import { hasEffect, untargetable } from '../activeEffects.js';
import { isMonsterZone, isOnField, monstersControlledBy, opponentOf } from '../zones.js';
import type { EngineContext } from '../context.js';
import type { CardScript, EffectDef, EffectQuery, SpellSpeed, TargetSlot } from '../effects/api.js';
import type { CardStatic, DuelState, PlayerId } from '../types.js';

export function scriptFor(state: DuelState, ctx: EngineContext, id: number): CardScript | undefined {
  const card = state.cards[id];
  return card && ctx.scripts ? ctx.scripts(card.passcode, state.format.id) : undefined;
}

export function effectOf(state: DuelState, ctx: EngineContext, id: number, effect: string): EffectDef | undefined {
  return scriptFor(state, ctx, id)?.effects?.find((e) => e.id === effect);
}

export function speedOf(facts: CardStatic, def: EffectDef): SpellSpeed {
  if (def.speed) return def.speed;
  if (def.kind === 'quick') return 2;
  if (def.kind === 'trap') return facts.subtypes.includes('Counter') ? 3 : 2;
  if (def.kind === 'spell') return facts.subtypes.includes('Quick-Play') ? 2 : 1;
  return 1;
}

/** Candidates for one target slot, leaving out cards already chosen for earlier slots. */
export function targetCandidates(state: DuelState, ctx: EngineContext, q: EffectQuery, slot: TargetSlot, taken: readonly number[]): number[] {
  const out: number[] = [];
  const sides: PlayerId[] = slot.side === 'own' ? [q.player] : slot.side === 'opponent' ? [opponentOf(q.player)] : [q.player, opponentOf(q.player)];
  for (const side of sides) {
    const pl = state.players[side];
    const pools: (readonly (number | null)[])[] = [];
    for (const from of slot.from) {
      if (from === 'field' || from === 'monsters') pools.push(pl.monsters, state.extraMonsterZones.filter((id) => id !== null && state.cards[id]!.controller === side));
      if (from === 'field' || from === 'spellTraps') pools.push(pl.spellTraps, [pl.fieldZone]);
      if (from === 'graveyard') pools.push(pl.graveyard);
      if (from === 'hand') pools.push(pl.hand);
      if (from === 'banished') pools.push(pl.banished);
    }
    for (const pool of pools) {
      for (const id of pool) {
        if (id === null || (id === q.self && !slot.includeSelf) || taken.includes(id) || out.includes(id)) continue;
        if (isOnField(state.cards[id]!.location) && untargetable(state, ctx, id, q.player)) continue;
        if (slot.filter && !slot.filter(q, id)) continue;
        out.push(id);
      }
    }
  }
  return out;
}

/** The target slots of the declared choice `choice` (slots of other choices left out). */
export function slotsFor(slots: readonly TargetSlot[], choice: number | undefined): TargetSlot[] {
  return slots.filter((s) => s.forChoice === undefined || s.forChoice === choice);
}

/** Does `def` declare its choice before its targets (some target slot belongs to one choice)? */
export const choosesBeforeTargets = (def: EffectDef): boolean => def.declare !== undefined && (def.targets ?? []).some((s) => s.forChoice !== undefined);

/** The declared choices of `def` that can be made now: those whose own target slots can all be filled. */
export function choicesAvailable(state: DuelState, ctx: EngineContext, q: EffectQuery, def: EffectDef): number[] {
  const out: number[] = [];
  const count = def.declare ? def.declare.labels(q).length : 0;
  for (let i = 0; i < count; i++) {
    if (def.declare?.possible && !def.declare.possible(q, i)) continue;
    if (targetsAvailable(state, ctx, q, slotsFor(def.targets ?? [], i))) out.push(i);
  }
  return out;
}

/** Can `def` get its targets now (for an effect with declared choices: for at least one choice)? */
export function effectTargetsAvailable(state: DuelState, ctx: EngineContext, q: EffectQuery, def: EffectDef): boolean {
  if (!def.targets) return true;
  if (choosesBeforeTargets(def)) return choicesAvailable(state, ctx, q, def).length > 0;
  return targetsAvailable(state, ctx, q, def.targets);
}

export function targetsAvailable(state: DuelState, ctx: EngineContext, q: EffectQuery, slots: readonly TargetSlot[]): boolean {
  const taken: number[] = [];
  for (const slot of slots) {
    const c = targetCandidates(state, ctx, q, slot, taken);
    if (c.length < slot.min) return false;
    taken.push(...c.slice(0, slot.min));
  }
  return true;
}

/** Monsters `player` controls that may be Tributed (not under 'cannot-be-tributed': Mind Control). */
export function tributableMonsters(state: DuelState, ctx: EngineContext | undefined, player: PlayerId): number[] {
  return monstersControlledBy(state, player).filter((id) => !hasEffect(state, ctx, { card: id }, 'cannot-be-tributed'));
}

/** The LP `def` costs `player` now: a fixed amount, or half their LP rounded down (Solemn Judgment). */
export function lpCostOf(state: DuelState, player: PlayerId, def: EffectDef): number {
  if (def.cost?.halfLp) return Math.floor(state.players[player].lp / 2);
  return def.cost?.lp ?? 0;
}

/**
 * Why the cost of `def` cannot be paid now (words for a refusal), or null when it can: LP,
 * discards (of the kind the card asks for), the monster itself, counters on it. Shared by
 * activations and triggers, so a trigger whose cost cannot be paid is not activated.
 */
export function unpayableCost(state: DuelState, q: EffectQuery, def: EffectDef): string | null {
  const cost = def.cost;
  if (!cost) return null;
  const player = q.player;
  if (cost.lp !== undefined && state.players[player].lp < cost.lp) return `costs ${cost.lp} LP and you have ${state.players[player].lp}`;
  if (cost.discard !== undefined) {
    const only = cost.discardOnly;
    const able = state.players[player].hand.filter((id) => id !== q.self && (!only || only.filter(q, id))).length;
    if (able < cost.discard) return `needs you to discard ${cost.discard} ${only ? only.what : cost.discard === 1 ? 'card' : 'cards'}`;
  }
  if (cost.tribute !== undefined && tributableMonsters(state, q.ctx, player).length < cost.tribute) return `needs ${cost.tribute} monster${cost.tribute === 1 ? '' : 's'} you control to Tribute`;
  const card = state.cards[q.self]!;
  if (cost.self === 'discard') {
    if (card.location !== 'hand') return 'needs itself in your hand, to discard as its cost';
  } else if (cost.self && !(isMonsterZone(card.location) && card.faceUp)) return 'needs itself face-up on the field as its cost';
  if (cost.selfCannotAttack && state.turnRecord.attacked.includes(q.self)) return 'cannot be used after it attacked this turn (it must not attack the turn it is used)';
  if (cost.removeCounters && (card.counters[cost.removeCounters.counter] ?? 0) < cost.removeCounters.count) {
    return `needs ${cost.removeCounters.count} ${cost.removeCounters.counter} Counter${cost.removeCounters.count === 1 ? '' : 's'} on it to remove`;
  }
  return null;
}
