/**
 * `npm run bench [-- --duels 1000 --calls 200000 --json]`: engine speed on one core, in this process.
 *
 * (a) complete random duels per second with the four 2002 Starter Decks and their card
 *     effects (chains, triggers, scripts: the figure the team quotes): newDuel, then
 *     legalActions + a uniform random pick + apply until the duel ends (the loop every bot
 *     and the fuzzer run); the same with the four Normal-Monster decks as a second row, and
 *     with GOAT decks under the goat format (random legal decks from the playable part of
 *     the pool plus the built-in GOAT decks that play as printed; a quarter as many duels);
 * (b) per-call latency of `legalActions` and of `apply` in Starter Deck duels, timed one
 *     call at a time with process.hrtime.bigint() over at least 200,000 calls each, after a warm-up.
 *
 * Prints a Markdown table with the targets (≥ 1,000 duels/s on normals; p99 < 0.2 ms for
 * both calls); with `--json`, also one JSON object with every figure as the last line.
 */
import { pathToFileURL } from 'node:url';
import { defaultCards } from '../cards/catalog.js';
import { nextInt, seedPrng } from '../engine/prng.js';
import type { Engine } from '../engine/index.js';
import type { DeckList, DuelConfig, DuelState } from '../engine/types.js';
import { loadDeckSet } from '../cards/deckFiles.js';
import { goatDeckSet } from '../cards/poolDecks.js';
import type { FormatId } from '../engine/format.js';

function configFor(i: number, decks: readonly DeckList[], tag: string, format?: FormatId): DuelConfig {
  return {
    format: format ?? (i % 2 === 0 ? 'classic' : 'modern'),
    seed: `${tag}:${i}`,
    decks: [decks[i % decks.length]!, decks[(i + 1 + Math.floor(i / decks.length)) % decks.length]!],
    firstPlayer: (i >> 1) % 2 === 0 ? 0 : 1,
  };
}

function start(engine: Engine, config: DuelConfig): DuelState {
  const r = engine.newDuel(config);
  if (!r.ok) throw new Error(r.problems.join(' '));
  return r.state;
}

/** Plays `count` random duels; returns steps played. */
function randomDuels(engine: Engine, decks: readonly DeckList[], count: number, tag: string, withViews = false, format?: FormatId): number {
  const rng = seedPrng(`bench:${tag}`);
  let steps = 0;
  for (let i = 0; i < count; i++) {
    let s = start(engine, configFor(i, decks, tag, format));
    while (!s.result) {
      if (withViews) engine.view(s, s.pending!.player);
      const options = engine.legalActions(s);
      const r = engine.apply(s, options[nextInt(rng, options.length)]!.action);
      if (!r.ok) throw new Error(`a listed option was refused: ${r.rejection.message}`);
      s = r.state;
      steps += 1;
    }
  }
  return steps;
}

interface Latencies {
  legal: Float64Array;
  apply: Float64Array;
  count: number;
}

/** Times every legalActions and apply call (in ms) over random duels until `calls` of each. */
function measureLatencies(engine: Engine, decks: readonly DeckList[], calls: number): Latencies {
  const legal = new Float64Array(calls);
  const apply = new Float64Array(calls);
  const rng = seedPrng('bench:latency');
  let n = 0;
  for (let i = 0; n < calls; i++) {
    let s = start(engine, configFor(i, decks, 'latency'));
    while (!s.result && n < calls) {
      // A shallow copy has a new identity, so this times a full listing, not the
      // remembered options of the state apply just returned.
      const fresh = { ...s };
      const t0 = process.hrtime.bigint();
      const options = engine.legalActions(fresh);
      const t1 = process.hrtime.bigint();
      const r = engine.apply(s, options[nextInt(rng, options.length)]!.action);
      const t2 = process.hrtime.bigint();
      if (!r.ok) throw new Error(`a listed option was refused: ${r.rejection.message}`);
      legal[n] = Number(t1 - t0) / 1e6;
      apply[n] = Number(t2 - t1) / 1e6;
      n += 1;
      s = r.state;
    }
  }
  return { legal, apply, count: n };
}

function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[idx]!;
}

export interface BenchResult {
  node: string;
  /** Starter Decks with card effects. */
  duelsPerSecond: number;
  duelsPerSecondWithViews: number;
  stepsPerDuel: number;
  /** The four Normal-Monster decks (no effects). */
  normalsDuelsPerSecond: number;
  normalsStepsPerDuel: number;
  /** GOAT decks under the goat format. */
  goatDuelsPerSecond: number;
  goatStepsPerDuel: number;
  goatDecks: number;
  calls: number;
  legal: { p50: number; p99: number; max: number };
  apply: { p50: number; p99: number; max: number };
}

export function runBench(opts: { duels?: number; calls?: number; engine?: Engine } = {}): BenchResult {
  const engine = opts.engine ?? defaultCards().engine;
  const decks = loadDeckSet('starter').map((d) => d.deck);
  const normals = loadDeckSet('normals').map((d) => d.deck);
  const duels = opts.duels ?? 2_000;
  const calls = Math.max(opts.calls ?? 200_000, 1);

  // Warm-up: let the JIT settle on every path before anything is timed.
  randomDuels(engine, decks, 200, 'warmup');
  randomDuels(engine, normals, 200, 'warmup-normals');
  randomDuels(engine, decks, 50, 'warmup-views', true);

  const t0 = performance.now();
  const steps = randomDuels(engine, decks, duels, 'duels');
  const secs = (performance.now() - t0) / 1000;

  const tn = performance.now();
  const normalSteps = randomDuels(engine, normals, duels, 'normals');
  const normalSecs = (performance.now() - tn) / 1000;

  // After the Starter Deck figure, so it is measured exactly as before.
  const goat = goatDeckSet(defaultCards().db, 'bench').map((d) => d.deck);
  const goatDuels = Math.max(1, Math.floor(duels / 4));
  randomDuels(engine, goat, Math.min(50, goatDuels), 'warmup-goat', false, 'goat');
  const tg = performance.now();
  const goatSteps = randomDuels(engine, goat, goatDuels, 'goat', false, 'goat');
  const goatSecs = (performance.now() - tg) / 1000;

  const viewDuels = Math.max(1, Math.floor(duels / 2));
  const t1 = performance.now();
  randomDuels(engine, decks, viewDuels, 'views', true);
  const viewSecs = (performance.now() - t1) / 1000;

  const lat = measureLatencies(engine, decks, calls);
  const legal = lat.legal.slice(0, lat.count).sort();
  const apply = lat.apply.slice(0, lat.count).sort();
  return {
    node: process.version,
    duelsPerSecond: duels / secs,
    duelsPerSecondWithViews: viewDuels / viewSecs,
    stepsPerDuel: steps / duels,
    normalsDuelsPerSecond: duels / normalSecs,
    normalsStepsPerDuel: normalSteps / duels,
    goatDuelsPerSecond: goatDuels / goatSecs,
    goatStepsPerDuel: goatSteps / goatDuels,
    goatDecks: goat.length,
    calls: lat.count,
    legal: { p50: percentile(legal, 0.5), p99: percentile(legal, 0.99), max: legal[legal.length - 1] ?? NaN },
    apply: { p50: percentile(apply, 0.5), p99: percentile(apply, 0.99), max: apply[apply.length - 1] ?? NaN },
  };
}

export function benchTable(r: BenchResult): string {
  const ms = (x: number): string => `${x.toFixed(4)} ms`;
  const ok = (pass: boolean): string => (pass ? 'ok' : '**MISSED**');
  const rows: [string, string, string, string][] = [
    ['random duels/s, Starter Decks with effects (legalActions + apply)', r.duelsPerSecond.toFixed(0), '-', ''],
    [`random duels/s, GOAT decks under goat rules (${r.goatDecks} decks, ${r.goatStepsPerDuel.toFixed(0)} decisions per duel)`, r.goatDuelsPerSecond.toFixed(0), '-', ''],
    ['random duels/s, Normal-Monster decks', r.normalsDuelsPerSecond.toFixed(0), '≥ 1,000', ok(r.normalsDuelsPerSecond >= 1000)],
    ['random duels/s, Starter Decks, also building the mover\'s view', r.duelsPerSecondWithViews.toFixed(0), '-', ''],
    ['decisions per random duel (Starter / normals)', `${r.stepsPerDuel.toFixed(0)} / ${r.normalsStepsPerDuel.toFixed(0)}`, '-', ''],
    [`legalActions p50, uncached (${r.calls.toLocaleString('en-US')} calls)`, ms(r.legal.p50), '-', ''],
    ['legalActions p99', ms(r.legal.p99), '< 0.2 ms', ok(r.legal.p99 < 0.2)],
    [`apply p50 (${r.calls.toLocaleString('en-US')} calls)`, ms(r.apply.p50), '-', ''],
    ['apply p99', ms(r.apply.p99), '< 0.2 ms', ok(r.apply.p99 < 0.2)],
    ['legalActions / apply max', `${ms(r.legal.max)} / ${ms(r.apply.max)}`, '-', ''],
  ];
  const lines = ['| metric | value | target | |', '|---|---:|---|---|', ...rows.map((row) => `| ${row.join(' | ')} |`)];
  return lines.join('\n');
}

function main(): void {
  const args = process.argv.slice(2);
  const num = (name: string): number | undefined => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : undefined;
  };
  console.log(`Node ${process.version} (${process.platform} ${process.arch}), one thread, run with ${process.execArgv.some((a) => a.includes('tsx')) ? 'tsx' : 'node'}`);
  const r = runBench({ duels: num('--duels'), calls: num('--calls') });
  console.log('');
  console.log(benchTable(r));
  if (args.includes('--json')) console.log(JSON.stringify(r));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
