/**
 * The strong bot: a search over its own view. For each decision with more than one option it
 * samples worlds the bot cannot tell from the real one (sampleWorld: its deck order shuffled,
 * the opponent's unseen cards drawn from the bot's own deck list, so no hidden card of the
 * real duel reaches the search), plays every candidate out in each world with the heuristic on
 * both sides for a few turns, and picks the candidate that scores best on average (a win 1,
 * a loss 0, an unfinished playout by life points and board).
 *
 * Deterministic: the worlds come from a seed made of the decision's public position, so the
 * same view gives the same choice. The work is bounded by a number of playouts and a time
 * budget per decision (whichever ends first; tests use playouts alone).
 */
import type { Engine } from '../engine/index.js';
import { sampleWorld } from '../engine/sampleWorld.js';
import { OPAQUE_BASE } from '../engine/viewIds.js';
import type { Knowledge } from '../engine/redeal.js';
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

export interface SearchBot {
  readonly name: string;
  /** `state` is read only through sampleWorld (public parts, the bot's knowledge) and the options. */
  choose(engine: Engine, state: DuelState, player: PlayerId, known: Knowledge): Option;
}

const playout = createHeuristicBot();

/** A playout's worth to `player`: 1 a win, 0 a loss, otherwise life points and monsters on the field. */
function score(state: DuelState, player: PlayerId): number {
  if (state.result) return state.result.winner === null ? 0.5 : state.result.winner === player ? 1 : 0;
  const me = state.players[player];
  const them = state.players[player === 0 ? 1 : 0];
  const board = (p: typeof me): number => p.monsters.filter((m) => m !== null).length;
  const lp = (me.lp - them.lp) / 16_000;
  return Math.min(0.95, Math.max(0.05, 0.5 + lp * 0.8 + (board(me) - board(them)) * 0.03 + (me.hand.length - them.hand.length) * 0.01));
}

/** Plays `first` in `world`, then both sides by the heuristic until the horizon. */
function playOut(engine: Engine, world: DuelState, first: Option, player: PlayerId, horizon: number, bots: readonly [BotPolicy, BotPolicy]): number {
  const start = engine.apply(world, first.action);
  if (!start.ok) return 0;
  let state = start.state;
  const lastTurn = world.turn + horizon;
  for (let steps = 0; steps < 2_000 && !state.result && state.turn <= lastTurn; steps++) {
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
function positionSeed(engine: Engine, state: DuelState, player: PlayerId): string {
  const text = JSON.stringify(engine.view(state, player), withoutOpaqueIds);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `search:${h.toString(16)}`;
}

export function createSearchBot(settings: Partial<SearchSettings> = {}, prior: readonly number[] = []): SearchBot {
  const s = { ...DEFAULT_SEARCH, ...settings };
  const bots = [playout, playout] as const;
  return {
    name: 'strong',
    choose(engine, state, player, known) {
      const pick = botChoice(playout, engine, state, player);
      const real = engine.legalActions(state).filter((o) => o.action.type !== 'surrender');
      if (real.length <= 1 || prior.length === 0) return pick;
      const others = real.filter((o) => o.id !== pick.id);
      const candidates = [pick, ...others].slice(0, s.maxCandidates);
      const totals = candidates.map(() => 0);
      const seed = positionSeed(engine, state, player);
      const t0 = performance.now();
      let worlds = 0;
      for (; worlds < s.worlds; worlds++) {
        if (worlds > 0 && s.budgetMs > 0 && performance.now() - t0 > s.budgetMs) break;
        const world = sampleWorld(state, player, known, `${seed}:${worlds}`, prior);
        candidates.forEach((c, i) => (totals[i]! += playOut(engine, world, c, player, s.horizonTurns, bots)));
      }
      // Ties keep the heuristic's pick (it is first): the search moves only for a better average.
      let best = 0;
      totals.forEach((t, i) => {
        if (t > totals[best]! + 1e-9) best = i;
      });
      return candidates[best]!;
    },
  };
}
