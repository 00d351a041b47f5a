/** What a fuzz run reports: failures with what it takes to reproduce them, and counts. */
import type { FormatId } from '../format.js';
import type { Action, DuelConfig, PlayerId } from '../types.js';

export interface FuzzFailure {
  /** Duel index: rerun with `firstDuel: duel, duels: 1` and the same seed and options. */
  duel: number;
  fuzzSeed: string;
  /** The duel's own config seed. */
  duelSeed: string;
  format: FormatId;
  firstPlayer: DuelConfig['firstPlayer'];
  /** Actions applied before the failure (the failing check happened at this step). */
  step: number;
  message: string;
  /** The last few actions before the failure, for a first look. */
  recentActions: Action[];
}

export interface FuzzStats {
  duels: number;
  steps: number;
  optionsApplied: number;
  illegalTried: number;
  rejections: number;
  rejectionsByCode: Record<string, number>;
  /** Illegal-looking attempts that turned out to be a listed move in other words (accepted, then discarded). */
  acceptedVariants: number;
  forksChecked: number;
  /** Duels whose replay was checked hash by hash. */
  replayed: number;
  wins: [number, number];
  draws: number;
  /** Shadow Games duels of more than two mages (tag duels), and the seat hand-overs they played. */
  tagDuels: number;
  seatHandOvers: number;
  endReasons: Record<string, number>;
  longestDuel: number;
  /** Card effects that were activated, as "Card Name: effect id" → how often (resolved or not). */
  effectsActivated: Record<string, number>;
  failures: FuzzFailure[];
}

export function emptyFuzzStats(): FuzzStats {
  return {
    duels: 0,
    steps: 0,
    optionsApplied: 0,
    illegalTried: 0,
    rejections: 0,
    rejectionsByCode: {},
    acceptedVariants: 0,
    forksChecked: 0,
    replayed: 0,
    wins: [0, 0],
    draws: 0,
    tagDuels: 0,
    seatHandOvers: 0,
    endReasons: {},
    longestDuel: 0,
    effectsActivated: {},
    failures: [],
  };
}

/** Adds `b` into `a` (for running chunks or workers and summing). */
export function mergeFuzzStats(a: FuzzStats, b: FuzzStats): FuzzStats {
  a.duels += b.duels;
  a.steps += b.steps;
  a.optionsApplied += b.optionsApplied;
  a.illegalTried += b.illegalTried;
  a.rejections += b.rejections;
  for (const [k, v] of Object.entries(b.rejectionsByCode)) a.rejectionsByCode[k] = (a.rejectionsByCode[k] ?? 0) + v;
  a.acceptedVariants += b.acceptedVariants;
  a.forksChecked += b.forksChecked;
  a.replayed += b.replayed;
  a.wins[0] += b.wins[0];
  a.wins[1] += b.wins[1];
  a.draws += b.draws;
  a.tagDuels += b.tagDuels;
  a.seatHandOvers += b.seatHandOvers;
  for (const [k, v] of Object.entries(b.endReasons)) a.endReasons[k] = (a.endReasons[k] ?? 0) + v;
  a.longestDuel = Math.max(a.longestDuel, b.longestDuel);
  for (const [k, v] of Object.entries(b.effectsActivated)) a.effectsActivated[k] = (a.effectsActivated[k] ?? 0) + v;
  a.failures.push(...b.failures);
  return a;
}
