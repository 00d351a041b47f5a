/**
 * Reading and writing the mages of a shadow duel (DuelState.shadow). Each side has one
 * active mage at a time (the only one in a 1-against-1 combat; in a tag duel, the team member
 * whose turn it is or comes next).
 */
import type { Tx } from '../tx.js';
import type { DuelConfig, DuelState, PlayerId } from '../types.js';
import type { ShadowCombatant, ShadowMageState, ShadowState } from './types.js';

/** 001's normal LP (1,000 x Body + 1,000) unless the sheet gave its own figure. */
export function normalLpOf(mage: ShadowCombatant): number {
  return mage.normalLp ?? 1000 * mage.body + 1000;
}

function freshMage(side: 0 | 1, mage: ShadowCombatant): ShadowMageState {
  return { side, mage, mp: 0, turnsTaken: 0, heartUses: 0, unlocked: [] };
}

/** The combat state a config asks for, or the problems with it. */
export function shadowStateFor(config: DuelConfig): { ok: true; shadow: ShadowState } | { ok: false; problems: string[] } {
  if (!config.mages) return { ok: false, problems: ['A shadow-games duel needs the two mages (config.mages).'] };
  const problems: string[] = [];
  const all: ShadowMageState[] = [];
  for (const side of [0, 1] as const) {
    const team = [config.mages[side], ...(config.partners?.[side] ?? []).map((p) => p.mage)];
    for (const mage of team) {
      for (const key of ['mind', 'body', 'power', 'starLevel', 'lp', 'lpCap'] as const) {
        if (!Number.isInteger(mage[key]) || mage[key] < 0) problems.push(`Mage ${mage.name}: ${key} must be a whole number of 0 or more.`);
      }
      if (mage.lp <= 0) problems.push(`Mage ${mage.name} has no Life Points left and cannot enter combat (unconscious until they rest).`);
      all.push(freshMage(side, mage));
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  const firstOfSide1 = all.findIndex((m) => m.side === 1);
  return { ok: true, shadow: { mages: all, active: [0, firstOfSide1], mustUse: null } };
}

export function activeMage(state: Pick<DuelState, 'shadow'>, side: PlayerId): ShadowMageState | null {
  const shadow = state.shadow;
  if (!shadow) return null;
  return shadow.mages[shadow.active[side]] ?? null;
}

/** Replaces one mage's combat state (the shadow state is small and copied whole). */
export function updateMage(tx: Tx, index: number, change: Partial<ShadowMageState>): void {
  const shadow = tx.s.shadow as ShadowState | undefined;
  if (!shadow) return;
  const mages = shadow.mages.slice();
  mages[index] = { ...mages[index]!, ...change };
  tx.s.shadow = { ...shadow, mages };
}

export function setShadow(tx: Tx, change: Partial<ShadowState>): void {
  const shadow = tx.s.shadow as ShadowState | undefined;
  if (shadow) tx.s.shadow = { ...shadow, ...change };
}

/** Monsters a mage may control: 1 + half their Mind rounded down (shadow.control-limits). */
export function monsterLimit(mage: ShadowCombatant): number {
  return 1 + Math.floor(mage.mind / 2);
}

/** Continuous (and Equip) Spells and Traps a mage may have active: half their Mind rounded up. */
export function continuousLimit(mage: ShadowCombatant): number {
  return Math.ceil(mage.mind / 2);
}

/** Tributes a monster of this Level needs under the format's table (the last row covers higher Levels). */
export function shadowTributes(table: readonly (readonly [number, number])[], level: number): number {
  for (const [upTo, tributes] of table) if (level <= upTo) return tributes;
  return table[table.length - 1]?.[1] ?? 0;
}

/** Shadow Games: a mage's LP never go above their LP cap during combat (shadow.format). */
export function cappedGain(state: Pick<DuelState, 'shadow'>, side: PlayerId, lp: number, amount: number): number {
  const cap = activeMage(state, side)?.mage.lpCap;
  return cap === undefined ? amount : Math.max(0, Math.min(amount, cap - lp));
}

/**
 * Duels of more than two mages: until every mage has started a turn, no monster attacks and
 * no damage is dealt (shadow.teams). The last mage's first turn already counts as had.
 */
export function teamFirstRound(state: Pick<DuelState, 'shadow'>): boolean {
  const shadow = state.shadow;
  return shadow !== undefined && shadow.mages.length > 2 && shadow.mages.some((m) => m.turnsTaken === 0);
}
