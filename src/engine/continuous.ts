/**
 * Effects that apply without activating: Continuous effects of face-up cards, Equip
 * Cards, and lingering effects left by resolved cards (until the end of the turn and
 * the like). The rules ask these hooks at fixed points: current ATK/DEF, whether a
 * monster may attack, whether a card may be targeted, and so on.
 */
import { layeredStat } from './statLayers.js';
import { isMonsterZone, isOnField, staticOf } from './zones.js';
import type { EngineContext } from './context.js';
import { scriptIndex } from './scriptIndex.js';
import type { ContinuousEffect } from './effects/api.js';
import type { DuelEvent, DuelState, PlayerFlag, PlayerId } from './types.js';

interface ActiveSource {
  id: number;
  effect: ContinuousEffect;
}

/** Face-up cards on the field whose scripts have Continuous effects that currently apply. */
export function activeSources(state: DuelState, ctx: EngineContext): ActiveSource[] {
  if (!ctx.scripts) return [];
  const withContinuous = scriptIndex(state, ctx).continuous;
  if (withContinuous.size === 0) return [];
  const out: ActiveSource[] = [];
  // A Continuous, Field or Equip card whose activation is still on the chain does not apply yet.
  const activating = state.chain.length > 0 ? state.chain.filter((l) => l.cardActivation).map((l) => l.card) : null;
  const consider = (id: number | null): void => {
    if (id === null) return;
    const card = state.cards[id]!;
    if (!card.faceUp || !withContinuous.has(card.passcode)) return;
    if (activating !== null && activating.includes(id)) return;
    // A monster's effects apply only in a Monster Zone (not as an Equip Card in a Spell & Trap Zone).
    if (card.location === 'spellTrap' && staticOf(state, card).kind === 'monster') return;
    const script = ctx.scripts!(card.passcode);
    if (!script?.continuous) return;
    for (const effect of script.continuous) {
      if (effect.activeWhen === 'equipped' && card.equippedTo === null) continue;
      out.push({ id, effect });
    }
  };
  for (const p of state.players) {
    for (const id of p.monsters) consider(id);
    for (const id of p.spellTraps) consider(id);
    consider(p.fieldZone);
  }
  for (const id of state.extraMonsterZones) consider(id);
  return out;
}

export function playerFlag(state: DuelState, player: PlayerId, flag: PlayerFlag): boolean {
  for (const l of state.lingering) if (l.kind === 'player' && l.player === player && l.flag === flag) return true;
  return false;
}

function swapCount(state: DuelState, id: number): number {
  const card = state.cards[id]!;
  let n = 0;
  for (const l of state.lingering) if (l.kind === 'card' && l.card === id && l.moves === card.moves && l.flag === 'swap-original-stats') n++;
  return n;
}

/** Original ATK and DEF after effects that make them "become" something (Shield & Sword, Karate Man). */
function originals(state: DuelState, id: number): { atk: number; def: number } {
  const facts = staticOf(state, state.cards[id]!);
  let atk = facts.atk;
  let def = facts.def;
  // Each Shield & Sword exchanges them again: two exchanges put them back.
  if (swapCount(state, id) % 2 === 1) [atk, def] = [def, atk];
  return { atk, def };
}

/** Increases and decreases from Continuous effects (timed ones are layered in statLayers.ts). */
function modifiers(state: DuelState, ctx: EngineContext, id: number): { atk: number; def: number } {
  let atk = 0;
  let def = 0;
  for (const source of activeSources(state, ctx)) {
    const m = source.effect.statModifier?.(state, source.id, id);
    if (m) {
      atk += m.atk ?? 0;
      def += m.def ?? 0;
    }
  }
  return { atk, def };
}

/** ATK and DEF that a Continuous effect makes a monster's "become" (Relinquished copying the monster it holds). */
function statsSetBy(state: DuelState, ctx: EngineContext, id: number): { atk: number; def: number } | null {
  let set: { atk: number; def: number } | null = null;
  for (const source of activeSources(state, ctx)) set = source.effect.setStats?.(state, source.id, id) ?? set;
  return set;
}

function reversed(state: DuelState): boolean {
  return playerFlag(state, 0, 'reverse-stat-changes') || playerFlag(state, 1, 'reverse-stat-changes');
}

/** Current ATK of a monster, layer by layer (see statLayers.ts), never below 0. */
export function currentAtk(state: DuelState, ctx: EngineContext, id: number): number {
  const card = state.cards[id]!;
  if (!isMonsterZone(card.location) || !card.faceUp) return staticOf(state, card).atk;
  const base = originals(state, id);
  const set = statsSetBy(state, ctx, id);
  return layeredStat(state, id, 'atk', base.atk, set ? set.atk : base.atk, modifiers(state, ctx, id).atk, reversed(state));
}

export function currentDef(state: DuelState, ctx: EngineContext, id: number): number {
  const card = state.cards[id]!;
  if (!isMonsterZone(card.location) || !card.faceUp) return staticOf(state, card).def;
  const base = originals(state, id);
  const set = statsSetBy(state, ctx, id);
  return layeredStat(state, id, 'def', base.def, set ? set.def : base.def, modifiers(state, ctx, id).def, reversed(state));
}

export function cannotAttack(state: DuelState, ctx: EngineContext, monster: number): boolean {
  return activeSources(state, ctx).some((s) => s.effect.cannotAttack?.(state, s.id, monster) === true);
}

export function cannotBeTargeted(state: DuelState, ctx: EngineContext, card: number, _by: PlayerId): boolean {
  if (!isOnField(state.cards[card]!.location)) return false;
  return activeSources(state, ctx).some((s) => s.effect.cannotBeTargeted?.(state, s.id, card) === true);
}

export function forcedDefense(state: DuelState, ctx: EngineContext, monster: number): boolean {
  return activeSources(state, ctx).some((s) => s.effect.forceDefense?.(state, s.id, monster) === true);
}

/** Monsters the opponent must attack if they attack at all (Ring of Magnetism). */
export function mandatoryTargets(state: DuelState, ctx: EngineContext, among: readonly number[]): number[] {
  const sources = activeSources(state, ctx).filter((s) => s.effect.mustBeAttackTarget);
  if (sources.length === 0) return [];
  return among.filter((m) => sources.some((s) => s.effect.mustBeAttackTarget!(state, s.id, m)));
}

/** Face-up cards the rules destroy because `event` happened (Toons when "Toon World" is destroyed). */
export function destroyedByEvent(state: DuelState, ctx: EngineContext, event: DuelEvent): number[] {
  const out: number[] = [];
  for (const s of activeSources(state, ctx)) {
    if (s.effect.destroyedBy?.(state, s.id, event) && !out.includes(s.id)) out.push(s.id);
  }
  return out;
}

/** Cards the rules destroy because a Continuous condition says so (Toons without Toon World). */
export function selfDestroying(state: DuelState, ctx: EngineContext): number[] {
  return activeSources(state, ctx)
    .filter((s) => s.effect.selfDestroy?.(state, s.id) === true)
    .map((s) => s.id);
}

/** The card destroyed instead of `monster` when a battle would destroy it (Relinquished's Equip Card), if any. */
export function battleSubstitute(state: DuelState, ctx: EngineContext, monster: number): number | null {
  for (const s of activeSources(state, ctx)) {
    const sub = s.effect.battleSubstitute?.(state, s.id, monster);
    if (sub !== undefined && sub !== null) return sub;
  }
  return null;
}

/** Does battle damage to `player` also hit the other player now (Relinquished)? */
export function mirrorsBattleDamage(state: DuelState, ctx: EngineContext, player: PlayerId): boolean {
  return activeSources(state, ctx).some((s) => s.effect.mirrorBattleDamage?.(state, s.id, player) === true);
}
