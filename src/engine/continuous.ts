/**
 * What the effect query (activeEffects.ts) answers at the points the rules care about:
 * current ATK/DEF, and the few questions several rules files share.
 */
import { layeredStat, STAT_CODES } from './statLayers.js';
import { isMonsterZone, staticOf } from './zones.js';
import type { EngineContext } from './context.js';
import { activeSources, eachEffect, hasEffect } from './activeEffects.js';
import type { AnyActiveEffect, DuelState } from './types.js';

export { activeSources, eachEffect, effectsOn, firstValue, hasEffect } from './activeEffects.js';

/** Current ATK of a monster, layer by layer (see statLayers.ts), never below 0. */
export function currentAtk(state: DuelState, ctx: EngineContext | undefined, id: number): number {
  return currentStat(state, ctx, id, 'atk');
}

export function currentDef(state: DuelState, ctx: EngineContext | undefined, id: number): number {
  return currentStat(state, ctx, id, 'def');
}

function currentStat(state: DuelState, ctx: EngineContext | undefined, id: number, stat: 'atk' | 'def'): number {
  const card = state.cards[id]!;
  const printed = staticOf(state, card);
  if (!isMonsterZone(card.location) || !card.faceUp) return printed[stat];
  let effects: AnyActiveEffect[] | null = null;
  eachEffect(state, ctx, { card: id }, STAT_CODES, (e) => {
    (effects ??= []).push(e);
  });
  return effects ? layeredStat(printed, effects, stat) : printed[stat];
}

/**
 * Current Level of a monster card (in the hand or on the field): its printed Level changed
 * by 'change-level' effects (A Legendary Ocean), never below 1. Tribute counts read it.
 */
export function currentLevel(state: DuelState, ctx: EngineContext | undefined, id: number): number {
  let base = staticOf(state, state.cards[id]!).level;
  let change = 0;
  let set = false;
  eachEffect(state, ctx, { card: id }, LEVEL_CODES, (e) => {
    if (e.code === 'change-level') change += e.value;
    else if (e.code === 'set-level') {
      base = e.value;
      set = true;
    }
  });
  return change === 0 && !set ? base : Math.max(1, base + change);
}

const LEVEL_CODES = ['change-level', 'set-level'] as const;

/** Monsters kept in Defense Position (Dragon Capture Jar). */
export function forcedDefense(state: DuelState, ctx: EngineContext, monster: number): boolean {
  return hasEffect(state, ctx, { card: monster }, 'must-be-defense-position');
}

/** Monsters the opponent must attack if they attack at all (Ring of Magnetism). */
export function mandatoryTargets(state: DuelState, ctx: EngineContext, among: readonly number[]): number[] {
  return among.filter((m) => hasEffect(state, ctx, { card: m }, 'must-be-attack-target'));
}
