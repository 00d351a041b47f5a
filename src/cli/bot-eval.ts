/**
 * `npm run bot:eval -- [--duels 200] [--seed S]`: the heuristic bot against the random
 * bot over seeded duels (alternating who goes first, both formats, the four normals-*
 * decks in rotation). Prints the heuristic's win rate with counts; exits 1 below 90%.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaultCards } from '../cards/catalog.js';
import { parseYdk } from '../cards/ydk.js';
import { createHeuristicBot } from '../bot/heuristic.js';
import { createRandomBot } from '../bot/random.js';
import { botChoice, type BotPolicy } from '../bot/types.js';
import type { Engine } from '../engine/index.js';
import type { FormatId } from '../engine/format.js';
import type { DeckList, DuelConfig, DuelResult, PlayerId } from '../engine/types.js';

export const NORMAL_DECK_NAMES = ['yugi', 'kaiba', 'joey', 'pegasus'] as const;

/** The four 40-card Normal Monster decks in data/decks, as engine deck lists. */
export function loadNormalDecks(): { name: string; deck: DeckList }[] {
  return NORMAL_DECK_NAMES.map((name) => {
    const path = fileURLToPath(new URL(`../../data/decks/normals-${name}.ydk`, import.meta.url));
    const parsed = parseYdk(readFileSync(path, 'utf8'));
    if (!parsed.ok) throw new Error(`${path}: ${parsed.problems.map((p) => `line ${p.line}: ${p.message}`).join('; ')}`);
    return { name, deck: { main: parsed.deck.main, extra: parsed.deck.extra } };
  });
}

export interface DuelOutcome {
  result: DuelResult;
  steps: number;
  turns: number;
}

/** Plays one duel between two policies, each seeing only its own view. */
export function playDuel(engine: Engine, config: DuelConfig, bots: readonly [BotPolicy, BotPolicy], maxSteps = 5_000): DuelOutcome {
  const start = engine.newDuel(config);
  if (!start.ok) throw new Error(`cannot start duel: ${start.problems.join(' ')}`);
  let state = start.state;
  let steps = 0;
  while (!state.result) {
    if (steps >= maxSteps) throw new Error(`duel ${config.seed} did not end within ${maxSteps} steps`);
    const player = state.pending!.player;
    const choice = botChoice(bots[player], engine, state, player);
    const next = engine.apply(state, choice.action);
    if (!next.ok) throw new Error(`${bots[player].name}'s choice ${choice.id} was refused: ${next.rejection.message}`);
    state = next.state;
    steps += 1;
  }
  return { result: state.result, steps, turns: state.turn };
}

export interface EvalResult {
  duels: number;
  wins: number;
  losses: number;
  draws: number;
  winRate: number;
  byReason: Record<string, number>;
  byFormat: Record<string, { wins: number; duels: number }>;
  byFirst: { heuristicFirst: { wins: number; duels: number }; heuristicSecond: { wins: number; duels: number } };
  avgSteps: number;
}

/** Heuristic vs random over `duels` seeded duels; duel i rotates seat, format and decks. */
export function runBotEval(opts: { duels: number; seed?: string; engine?: Engine }): EvalResult {
  const engine = opts.engine ?? defaultCards().engine;
  const decks = loadNormalDecks();
  const seed = opts.seed ?? 'bot-eval';
  const formats: FormatId[] = ['classic', 'modern'];
  const r: EvalResult = {
    duels: 0,
    wins: 0,
    losses: 0,
    draws: 0,
    winRate: 0,
    byReason: {},
    byFormat: {},
    byFirst: { heuristicFirst: { wins: 0, duels: 0 }, heuristicSecond: { wins: 0, duels: 0 } },
    avgSteps: 0,
  };
  let steps = 0;
  for (let i = 0; i < opts.duels; i++) {
    const heuristicSeat: PlayerId = (i % 2) as PlayerId;
    const format = formats[Math.floor(i / 2) % 2]!;
    const heuristicDeck = decks[Math.floor(i / 4) % 4]!;
    const randomDeck = decks[(Math.floor(i / 4) + 1 + Math.floor(i / 16)) % 4]!;
    const deckFor = (p: PlayerId): DeckList => (p === heuristicSeat ? heuristicDeck.deck : randomDeck.deck);
    const bots: [BotPolicy, BotPolicy] =
      heuristicSeat === 0 ? [createHeuristicBot(), createRandomBot(`${seed}:${i}`)] : [createRandomBot(`${seed}:${i}`), createHeuristicBot()];
    // Alternate who goes first independently of the seat, so both bots play both ways.
    const firstPlayer: PlayerId = (Math.floor(i / 8) % 2 === 0 ? heuristicSeat : 1 - heuristicSeat) as PlayerId;
    const config: DuelConfig = { format, seed: `${seed}:${i}`, decks: [deckFor(0), deckFor(1)], firstPlayer };
    const out = playDuel(engine, config, bots);
    steps += out.steps;
    r.duels += 1;
    const won = out.result.winner === heuristicSeat;
    if (out.result.winner === null) r.draws += 1;
    else if (won) r.wins += 1;
    else r.losses += 1;
    const reason = `${won ? 'win' : out.result.winner === null ? 'draw' : 'loss'} by ${out.result.reason}`;
    r.byReason[reason] = (r.byReason[reason] ?? 0) + 1;
    const f = (r.byFormat[format] ??= { wins: 0, duels: 0 });
    f.duels += 1;
    if (won) f.wins += 1;
    const seat = firstPlayer === heuristicSeat ? r.byFirst.heuristicFirst : r.byFirst.heuristicSecond;
    seat.duels += 1;
    if (won) seat.wins += 1;
  }
  r.winRate = r.duels ? r.wins / r.duels : 0;
  r.avgSteps = r.duels ? steps / r.duels : 0;
  return r;
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i >= 0) return args[i + 1];
  const eq = args.find((a) => a.startsWith(`${name}=`));
  return eq?.slice(name.length + 1);
}

function main(): void {
  const args = process.argv.slice(2);
  const duels = Number(argValue(args, '--duels') ?? 200);
  if (!Number.isInteger(duels) || duels <= 0) {
    console.error('usage: npm run bot:eval -- [--duels N] [--seed S]');
    process.exit(2);
  }
  const seed = argValue(args, '--seed') ?? 'bot-eval';
  const t0 = performance.now();
  const r = runBotEval({ duels, seed });
  const secs = (performance.now() - t0) / 1000;
  const pct = (w: number, n: number): string => (n ? `${((100 * w) / n).toFixed(1)}%` : '-');
  console.log(`Heuristic vs random, ${r.duels} duels (seed ${seed}), ${secs.toFixed(1)} s, ${r.avgSteps.toFixed(0)} decisions per duel`);
  console.log(`  heuristic wins: ${r.wins}/${r.duels} = ${pct(r.wins, r.duels)}  (losses ${r.losses}, draws ${r.draws})`);
  for (const [f, v] of Object.entries(r.byFormat)) console.log(`  ${f}: ${v.wins}/${v.duels} = ${pct(v.wins, v.duels)}`);
  console.log(`  going first: ${r.byFirst.heuristicFirst.wins}/${r.byFirst.heuristicFirst.duels}, going second: ${r.byFirst.heuristicSecond.wins}/${r.byFirst.heuristicSecond.duels}`);
  console.log(`  results: ${Object.entries(r.byReason).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  const target = 0.9;
  console.log(r.winRate >= target ? `PASS: win rate ≥ ${target * 100}%` : `FAIL: win rate below ${target * 100}%`);
  process.exit(r.winRate >= target ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
