/**
 * The strong bot: a search over its own view. For each decision with more than one sensible
 * option it samples worlds the bot cannot tell from the real one (sampleWorld: its deck order
 * shuffled, the opponent's unseen cards drawn from the bot's own deck list, so no hidden card
 * of the real duel reaches the search), plays every candidate out in each world with the
 * heuristic on both sides for a few turns, and picks the candidate that scores best on
 * average (a win 1, a loss 0, an unfinished playout by life points and board).
 *
 * It spends the search only where it can matter (searchWorth): a forced move, or a response
 * window where nothing happened and the heuristic passes, is answered at once. Within a
 * search, a candidate that has fallen clearly behind after half the worlds is dropped, and a
 * playout stops as soon as its result is clear (one side ahead by CLEAR_LEAD life points).
 *
 * Deterministic: the worlds come from a seed made of the decision's public position, so the
 * same view gives the same choice. The work is bounded by a number of playouts and a time
 * budget per decision (whichever ends first; tests use playouts alone).
 */
import type { Engine } from '../engine/index.js';
import { sampleWorld } from '../engine/sampleWorld.js';
import { OPAQUE_BASE } from '../engine/viewIds.js';
import type { Knowledge } from '../engine/redeal.js';
import type { DuelView } from '../engine/view.js';
import type { DuelState, Option, PlayerId } from '../engine/types.js';
import { createHeuristicBot } from './heuristic.js';
import { botChoice, type BotPolicy } from './types.js';

export interface SearchSettings {
  /** Worlds sampled per decision (each candidate is played out in every world). */
  worlds: number;
  /** Turns a playout runs past the current one before it is scored. */
  horizonTurns: number;
  /** Time per decision in ms (0: no limit); the search stops between worlds once it is spent. */
  budgetMs: number;
  /** At most this many candidates are searched: the heuristic's pick and the first others. */
  maxCandidates: number;
}

export const DEFAULT_SEARCH: SearchSettings = { worlds: 8, horizonTurns: 2, budgetMs: 200, maxCandidates: 10 };

/** What a search bot has done so far: decisions, how many were searched, playouts and their time. */
export interface SearchStats {
  decisions: number;
  searched: number;
  playouts: number;
  playoutMs: number;
  sampleMs: number;
}

export interface SearchBot {
  readonly name: string;
  /** `state` is read only through sampleWorld (public parts, the bot's knowledge) and the options. */
  choose(engine: Engine, state: DuelState, player: PlayerId, known: Knowledge): Option;
  /** Counters for the league's figures (playouts per second); reading them changes nothing. */
  readonly stats: SearchStats;
}

const playout = createHeuristicBot();

/** Every search bot's counters added up (the league reads them; one module, one process or worker). */
export const searchTotals: SearchStats = { decisions: 0, searched: 0, playouts: 0, playoutMs: 0, sampleMs: 0 };

function count(stats: SearchStats, key: keyof SearchStats, n: number): void {
  stats[key] += n;
  searchTotals[key] += n;
}

/** A playout is over once one side leads by this many life points: the heuristic does not come back from it in a few turns. */
export const CLEAR_LEAD = 5000;

/** After this share of the worlds, a candidate this far below the best average is dropped. */
const PRUNE_AFTER = 0.5;
const PRUNE_GAP = 0.2;

/** A playout's worth to `player`: 1 a win, 0 a loss, otherwise life points and monsters on the field. */
function score(state: DuelState, player: PlayerId): number {
  if (state.result) return state.result.winner === null ? 0.5 : state.result.winner === player ? 1 : 0;
  const me = state.players[player];
  const them = state.players[player === 0 ? 1 : 0];
  const board = (p: typeof me): number => p.monsters.filter((m) => m !== null).length;
  const lp = (me.lp - them.lp) / 16_000;
  return Math.min(0.95, Math.max(0.05, 0.5 + lp * 0.8 + (board(me) - board(them)) * 0.03 + (me.hand.length - them.hand.length) * 0.01));
}

/** Plays `first` in `world`, then both sides by the heuristic until the horizon or a clear lead. */
function playOut(engine: Engine, world: DuelState, first: Option, player: PlayerId, horizon: number, bots: readonly [BotPolicy, BotPolicy]): number {
  const start = engine.apply(world, first.action);
  if (!start.ok) return 0;
  let state = start.state;
  const lastTurn = world.turn + horizon;
  let turn = state.turn;
  for (let steps = 0; steps < 2_000 && !state.result && state.turn <= lastTurn; steps++) {
    if (state.turn !== turn) {
      turn = state.turn;
      if (Math.abs(state.players[0].lp - state.players[1].lp) >= CLEAR_LEAD) break;
    }
    const who = state.pending!.player;
    const next = engine.apply(state, botChoice(bots[who], engine, state, who).action);
    if (!next.ok) break;
    state = next.state;
  }
  return score(state, player);
}

/** Opaque ids of hidden cards (viewIds.ts) are drawn from the duel's secret seed: noise, not position. */
const withoutOpaqueIds = (key: string, value: unknown): unknown => (key === 'id' && typeof value === 'number' && value >= OPAQUE_BASE ? 0 : value);

/** A seed from what the bot can see: a hash (FNV-1a) of its view, hidden cards' opaque ids left out, stands in for the position. */
function positionSeed(view: DuelView): string {
  const text = JSON.stringify(view, withoutOpaqueIds);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `search:${h.toString(16)}`;
}

/** Windows where something happened that a card may answer: the search looks at them even when the heuristic passes. */
const EVENT_WINDOWS = new Set(['summoned', 'attack-declared', 'damage-step', 'damage-start', 'summoning', 'after-damage']);

/**
 * Whether a search can change anything here: not for a forced move, nor for a response
 * window in which nothing happened (a phase passing, no chain, or only our own link on it)
 * when the heuristic passes:
 * a Set card kept for an event is kept, and the search would only replay the same pass.
 */
export function searchWorth(view: DuelView, real: readonly Option[], pick: Option): boolean {
  if (real.length <= 1) return false;
  if (view.pending?.kind === 'respond' && pick.action.type === 'pass') {
    // The opponent's link on top of a chain is something happening; our own link is not (we
    // just activated it, and answering ourselves is what the heuristic already weighed).
    const top = view.chain[view.chain.length - 1];
    const happening = (top !== undefined && top.player !== view.viewer) || (view.window !== null && EVENT_WINDOWS.has(view.window));
    if (!happening) return false;
  }
  return true;
}

/** Runs the worlds and returns the index of the best candidate (ties keep the first: the heuristic's pick). */
function search(engine: Engine, state: DuelState, player: PlayerId, known: Knowledge, candidates: readonly Option[], prior: readonly number[], s: SearchSettings, stats: SearchStats, seed: string): number {
  const totals = candidates.map(() => 0);
  let alive = candidates.map((_, i) => i);
  const t0 = performance.now();
  let worlds = 0;
  for (; worlds < s.worlds; worlds++) {
    if (worlds > 0 && s.budgetMs > 0 && performance.now() - t0 > s.budgetMs) break;
    const ts = performance.now();
    const world = sampleWorld(state, player, known, `${seed}:${worlds}`, prior);
    const tp = performance.now();
    count(stats, 'sampleMs', tp - ts);
    for (const i of alive) totals[i]! += playOut(engine, world, candidates[i]!, player, s.horizonTurns, [playout, playout]);
    count(stats, 'playouts', alive.length);
    count(stats, 'playoutMs', performance.now() - tp);
    if (worlds + 1 === Math.ceil(s.worlds * PRUNE_AFTER) && alive.length > 2) {
      const top = Math.max(...alive.map((i) => totals[i]!));
      const kept = alive.filter((i) => totals[i]! >= top - PRUNE_GAP * (worlds + 1));
      alive = kept.length >= 2 ? kept : alive;
    }
  }
  let best = alive[0]!;
  for (const i of alive) if (totals[i]! > totals[best]! + 1e-9) best = i;
  return best;
}

export function createSearchBot(settings: Partial<SearchSettings> = {}, prior: readonly number[] = []): SearchBot {
  const s = { ...DEFAULT_SEARCH, ...settings };
  const stats: SearchStats = { decisions: 0, searched: 0, playouts: 0, playoutMs: 0, sampleMs: 0 };
  return {
    name: 'strong',
    stats,
    choose(engine, state, player, known) {
      count(stats, 'decisions', 1);
      const pick = botChoice(playout, engine, state, player);
      const real = engine.legalActions(state).filter((o) => o.action.type !== 'surrender');
      if (prior.length === 0) return pick;
      const view = engine.view(state, player);
      if (!searchWorth(view, real, pick)) return pick;
      count(stats, 'searched', 1);
      const others = real.filter((o) => o.id !== pick.id);
      const candidates = [pick, ...others].slice(0, s.maxCandidates);
      return candidates[search(engine, state, player, known, candidates, prior, s, stats, positionSeed(view))]!;
    },
  };
}
