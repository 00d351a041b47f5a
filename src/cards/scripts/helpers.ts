/**
 * Small queries card scripts share: what is on the field, who controls it, what kind of
 * card it is. Scripts stay short and read like the card text.
 */
import { currentAtk } from '../../engine/continuous.js';
import { staticOf } from '../../engine/zones.js';
import type { EffectDef, EffectQuery } from '../../engine/effects/api.js';
import type { DuelState, EffectTarget, PlayerId } from '../../engine/types.js';
import type { EngineContext } from '../../engine/context.js';

export { opponentOf } from '../../engine/zones.js';

export function facts(state: DuelState, id: number) {
  return staticOf(state, state.cards[id]!);
}

export function monstersOn(state: DuelState, player?: PlayerId): number[] {
  const out: number[] = [];
  for (const p of player === undefined ? ([0, 1] as const) : [player]) {
    for (const id of state.players[p].monsters) if (id !== null) out.push(id);
  }
  for (const id of state.extraMonsterZones) {
    if (id !== null && (player === undefined || state.cards[id]!.controller === player)) out.push(id);
  }
  return out;
}

/** Spell and Trap Cards on the field, Field Zones included, face-up or face-down. */
export function spellTrapsOn(state: DuelState, player?: PlayerId): number[] {
  const out: number[] = [];
  for (const p of player === undefined ? ([0, 1] as const) : [player]) {
    for (const id of state.players[p].spellTraps) if (id !== null) out.push(id);
    const f = state.players[p].fieldZone;
    if (f !== null) out.push(f);
  }
  return out;
}

/** The card an effect question is about, or null when it is about a player. */
export const targetCard = (t: EffectTarget): number | null => ('card' in t ? t.card : null);

export const isFaceUp = (state: DuelState, id: number): boolean => state.cards[id]!.faceUp;

export const isSpell = (q: EffectQuery, id: number): boolean => facts(q.state, id).kind === 'spell';
export const isTrap = (q: EffectQuery, id: number): boolean => facts(q.state, id).kind === 'trap';
export const isMonsterCard = (q: EffectQuery, id: number): boolean => facts(q.state, id).kind === 'monster';

/** ATK as the rules see it now (with every modifier); used by conditions like Trap Hole's. */
export function atkNow(state: DuelState, ctx: EngineContext, id: number): number {
  return currentAtk(state, ctx, id);
}

/** The chain link just below the one being built or resolved (what a Counter Trap answers). */
export function topLink(state: DuelState) {
  return state.chain[state.chain.length - 1];
}

/**
 * "Target 1 face-up monster; it gains ATK and/or DEF until the end of the turn": the
 * shape of Reinforcements, Castle Walls, Rush Recklessly and The Reliable Guardian. It
 * directly changes ATK/DEF, so it may be activated in the Damage Step.
 */
export function boostOneFaceUpMonster(atk: number, def: number): Pick<EffectDef, 'categories' | 'damageStep' | 'targets' | 'resolve'> {
  return {
    categories: ['stat-change'],
    damageStep: true,
    targets: [{ what: 'face-up monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => isFaceUp(q.state, id) }],
    resolve: (r) => {
      for (const id of r.targets(0)) if (isFaceUp(r.state, id)) r.changeStats(id, atk, def);
    },
  };
}
