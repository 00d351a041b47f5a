/**
 * "Destroy all ..." Spells (Raigeki, Harpie's Feather Duster, Acid Rain, Exile of the
 * Wicked, Thunder Crash...) and the plain Life Point Spells: each gives the part of an
 * effect the card fills in with which side and which cards.
 */
import type { DuelState, EffectDef, EffectQuery, PlayerId, Resolution } from './engine.js';
import { opponentOf } from './engine.js';
import { facts, isFaceUp, monstersOn, spellTrapsOn } from './queries.js';

export type Side = 'own' | 'opponent' | 'both';

const sidePlayer = (side: Side, player: PlayerId): PlayerId | undefined => (side === 'both' ? undefined : side === 'own' ? player : opponentOf(player));

/** Cards a sweep would take now, `fits` read on each one (face-down cards count only if `fits` allows them). */
export type SweepFilter = (state: DuelState, id: number) => boolean;

export const faceUpWhere =
  (ok: (f: ReturnType<typeof facts>) => boolean): SweepFilter =>
  (state, id) =>
    isFaceUp(state, id) && ok(facts(state, id));

export function monstersToSweep(state: DuelState, player: PlayerId, side: Side, fits?: SweepFilter): number[] {
  return monstersOn(state, sidePlayer(side, player)).filter((id) => !fits || fits(state, id));
}

export function spellTrapsToSweep(state: DuelState, player: PlayerId, side: Side, fits?: SweepFilter, self?: number): number[] {
  return spellTrapsOn(state, sidePlayer(side, player)).filter((id) => id !== self && (!fits || fits(state, id)));
}

/** "Destroy all monsters (that fit) on `side`": activated only while one is there. */
export function destroyAllMonsters(side: Side, fits?: SweepFilter): Pick<EffectDef, 'categories' | 'condition' | 'resolve'> {
  return {
    categories: ['destroy-monster'],
    condition: (q: EffectQuery) => monstersToSweep(q.state, q.player, side, fits).length > 0,
    resolve: (r: Resolution) => void r.destroy(monstersToSweep(r.state, r.player, side, fits)),
  };
}

/** "Destroy all Spell and Trap Cards (that fit) on `side`" (never the card itself): activated only while one is there. */
export function destroyAllSpellTraps(side: Side, fits?: SweepFilter): Pick<EffectDef, 'categories' | 'condition' | 'resolve'> {
  return {
    categories: ['destroy-spell-trap'],
    condition: (q: EffectQuery) => spellTrapsToSweep(q.state, q.player, side, fits, q.self).length > 0,
    resolve: (r: Resolution) => void r.destroy(spellTrapsToSweep(r.state, r.player, side, fits, r.self)),
  };
}

/** "Gain `amount` Life Points" (Goblin's Secret Remedy, Red Medicine). */
export function gainLifePoints(amount: number): Pick<EffectDef, 'categories' | 'resolve'> {
  return { categories: [], resolve: (r: Resolution) => r.gainLp(r.player, amount) };
}
