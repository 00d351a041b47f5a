/**
 * Types for who may write a state: a state is read-only below its top level once anyone
 * else can see it (DeepReadonly, what Tx hands out); a Tx accessor hands out a Writable
 * copy; code building a fresh state works on a StateDraft.
 */
import type { CardInstance, DuelState, PlayerState, TurnRecord } from './types.js';

/** `T` with every property and array element read-only, all the way down (tuples stay tuples). */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown ? T : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** One level of `T` made writable, its arrays included: what a Tx accessor hands out after copying it. */
export type Writable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer E)[] ? E[] : T[K] };

/**
 * A state being built before anyone else sees it (setup, scenario and test boards): its card
 * list, the players' piles and zones, the Extra Monster Zones, the turn record and the PRNG writable.
 */
export type StateDraft = Omit<DuelState, 'cards' | 'players' | 'extraMonsterZones' | 'turnRecord' | 'prng'> & {
  cards: Writable<CardInstance>[];
  players: [Writable<PlayerState>, Writable<PlayerState>];
  extraMonsterZones: (number | null)[];
  turnRecord: Writable<TurnRecord>;
  prng: [number, number, number, number];
};
