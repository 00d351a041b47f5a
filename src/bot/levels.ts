/**
 * The bot's strengths as one kind of player for duels run outside a chat (the league, tests):
 * `easy` the heuristic with deliberate mistakes (easy.ts), `normal` the heuristic, `strong`
 * the search over its own view (search.ts), which needs
 * what its player has learned so far (redeal.ts `learn`) and its own deck list. A Duel
 * between two levels is played here step by step, each side knowing only what it saw.
 */
import type { Engine } from '../engine/index.js';
import { learn, NO_KNOWLEDGE, type Knowledge } from '../engine/redeal.js';
import type { DeckList, DuelConfig, DuelResult, DuelState, Option, PlayerId } from '../engine/types.js';
import { createEasyBot } from './easy.js';
import { createHeuristicBot } from './heuristic.js';
import { createRandomBot } from './random.js';
import { createSearchBot, type SearchSettings } from './search.js';
import { botChoice } from './types.js';

export const BOT_LEVELS = ['random', 'easy', 'normal', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The levels a player can choose for a chat session (`random` is a yardstick for the league only). */
export const PLAY_LEVELS = ['easy', 'normal', 'strong'] as const;
export type PlayLevel = (typeof PLAY_LEVELS)[number];
export const DEFAULT_PLAY_LEVEL: PlayLevel = 'normal';

/** Picks `player`'s move in `state`; `known` is what that player has learned. */
export type LevelPlayer = (engine: Engine, state: DuelState, player: PlayerId, known: Knowledge) => Option;

export function levelPlayer(level: BotLevel, deck: DeckList, seed: string, search: Partial<SearchSettings> = {}): LevelPlayer {
  if (level === 'strong') {
    const bot = createSearchBot(search, [...deck.main, ...deck.extra]);
    return (engine, state, player, known) => bot.choose(engine, state, player, known);
  }
  const policy = level === 'normal' ? createHeuristicBot() : level === 'easy' ? createEasyBot(`easy:${seed}`) : createRandomBot(seed);
  return (engine, state, player) => botChoice(policy, engine, state, player);
}

export interface LevelDuel {
  result: DuelResult;
  turns: number;
  /** Time each seat spent choosing, in ms per decision. */
  decisionMs: [number[], number[]];
}

export function playLevels(engine: Engine, config: DuelConfig, players: readonly [LevelPlayer, LevelPlayer], maxSteps = 5_000): LevelDuel {
  const start = engine.newDuel(config);
  if (!start.ok) throw new Error(`cannot start duel: ${start.problems.join(' ')}`);
  let state = start.state;
  let known: [Knowledge, Knowledge] = [learn(NO_KNOWLEDGE, state, start.events, 0), learn(NO_KNOWLEDGE, state, start.events, 1)];
  const decisionMs: [number[], number[]] = [[], []];
  for (let steps = 0; !state.result; steps++) {
    if (steps >= maxSteps) throw new Error(`duel ${config.seed} did not end within ${maxSteps} steps`);
    const who = state.pending!.player;
    const t0 = performance.now();
    const choice = players[who](engine, state, who, known[who]);
    decisionMs[who].push(performance.now() - t0);
    const next = engine.apply(state, choice.action);
    if (!next.ok) throw new Error(`seat ${who}'s choice ${choice.id} was refused: ${next.rejection.message}`);
    state = next.state;
    known = [learn(known[0], state, next.events, 0), learn(known[1], state, next.events, 1)];
  }
  return { result: state.result, turns: state.turn, decisionMs };
}
