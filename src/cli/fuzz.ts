/**
 * `npm run fuzz -- --duels N [--seed S] [--illegal 0.2] [--replay 0.05] [--workers 2] [--decks starter|normals|goat|modern]`
 *
 * Runs `fuzzDuels` (src/engine/testing/fuzz.ts) over duels [from, from + N) in chunks, spread
 * over worker threads (one per core by default), with a progress line about every 5 s.
 * Prints a summary and exits 1 if any duel failed, with the command that reruns it.
 *
 * Options:
 *   --duels N        duels to play (default 1000)
 *   --seed S         fuzz seed (default "fuzz")
 *   --from I         index of the first duel (default 0); with --duels 1 reruns one duel
 *   --illegal R      chance per step of an illegal attempt (default 0.2)
 *   --replay F       share of duels replayed and compared hash by hash (default 0.05;
 *                    1 = every duel, about 5x slower: the state hash dominates)
 *   --all-options    apply every listed option at every step (default: 3 plus the chosen)
 *   --formats LIST   classic,modern (default both; --decks goat plays goat, --decks modern modern)
 *   --decks SET      starter (default), normals, or goat: 16 random legal 40-card decks from
 *                    the playable part of the GOAT pool (seeded by --seed) plus the built-in
 *                    GOAT decks that play as printed, under the goat format; or modern: the four
 *                    modern decks (Link Strike, Xyz Symphony, Synchron Extreme, Master of
 *                    Pendulum) with their Extra Decks under the modern format. Their cards not
 *                    scripted yet play as vanilla stats here (`npm run deck -- check` names them).
 *   --workers W      worker threads (default: CPU cores; 0 = run in this thread)
 *   --chunk C        duels per work unit (default 100)
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { defaultCards } from '../cards/catalog.js';
import { emptyFuzzStats, fuzzDuels, mergeFuzzStats, type FuzzFailure, type FuzzStats } from '../engine/testing/fuzz.js';
import { isFormatId, type FormatId } from '../engine/format.js';
import type { DeckList } from '../engine/types.js';
import { goatDeckSet, playablePool } from '../cards/poolDecks.js';
import { loadDeckSet } from '../cards/deckFiles.js';
import { scriptLookup, scriptedPasscodes } from '../cards/scripts/index.js';

export interface FuzzRunConfig {
  duels: number;
  from: number;
  seed: string;
  illegalRate: number;
  replay: number;
  allOptions: boolean;
  formats: FormatId[];
  /** The four Starter Decks (card effects), the four decks of Normal Monsters, GOAT pool decks, or the four modern decks. */
  decks: 'starter' | 'normals' | 'goat' | 'modern';
  workers: number;
  chunk: number;
}

interface Chunk {
  first: number;
  count: number;
}

type WorkerMessage = { kind: 'done'; chunk: Chunk; stats: FuzzStats } | { kind: 'error'; chunk: Chunk; message: string };

/** The decks a run plays: a fixed set, or the GOAT set drawn from the fuzz seed. */
export function fuzzDecks(config: Pick<FuzzRunConfig, 'decks' | 'seed'>): DeckList[] {
  if (config.decks === 'goat') return goatDeckSet(defaultCards().db, config.seed).map((d) => d.deck);
  return loadDeckSet(config.decks).map((d) => d.deck);
}

function runChunk(config: FuzzRunConfig, chunk: Chunk): FuzzStats {
  const { engine } = defaultCards();
  return fuzzDuels({
    engine,
    decks: fuzzDecks(config),
    duels: chunk.count,
    firstDuel: chunk.first,
    seed: config.seed,
    illegalRate: config.illegalRate,
    replayCheck: config.replay,
    optionCheck: config.allOptions ? 'all' : 'sample',
    formats: config.formats,
  });
}

/** The formats a deck set plays when --formats is not given. */
function defaultFormats(decks: string | undefined): string {
  if (decks === 'goat') return 'goat';
  if (decks === 'modern') return 'modern';
  return 'classic,modern';
}

function reproduce(config: FuzzRunConfig, f: FuzzFailure): string {
  const extra = [
    config.illegalRate !== 0.2 ? `--illegal ${config.illegalRate}` : '',
    `--replay ${config.replay}`,
    config.allOptions ? '--all-options' : '',
    config.formats.join(',') !== defaultFormats(config.decks) ? `--formats ${config.formats.join(',')}` : '',
    config.decks !== 'starter' ? `--decks ${config.decks}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `npm run fuzz -- --seed ${JSON.stringify(config.seed)} --from ${f.duel} --duels 1 --workers 0 ${extra}`;
}

function printFailures(config: FuzzRunConfig, failures: readonly FuzzFailure[], max = 5): void {
  for (const f of failures.slice(0, max)) {
    console.log(`  duel ${f.duel} (duel seed ${f.duelSeed}, ${f.format}, first ${String(f.firstPlayer)}), step ${f.step}: ${f.message}`);
    if (f.recentActions.length) console.log(`    last actions: ${f.recentActions.map((a) => JSON.stringify(a)).join(' ')}`);
    console.log(`    rerun: ${reproduce(config, f)}`);
  }
  if (failures.length > max) console.log(`  ... and ${failures.length - max} more`);
}

/** Runs the whole fuzz, printing progress; resolves to the merged stats. */
export async function runFuzz(config: FuzzRunConfig, log: (line: string) => void = console.log): Promise<FuzzStats> {
  const chunks: Chunk[] = [];
  for (let first = config.from; first < config.from + config.duels; first += config.chunk) {
    chunks.push({ first, count: Math.min(config.chunk, config.from + config.duels - first) });
  }
  const total = emptyFuzzStats();
  const t0 = performance.now();
  let lastProgress = t0;
  const progress = (): void => {
    const secs = (performance.now() - t0) / 1000;
    log(
      `  ${total.duels}/${config.duels} duels, ${(total.duels / Math.max(secs, 1e-9)).toFixed(0)} duels/s, ` +
        `${total.steps} steps, ${total.failures.length} failure${total.failures.length === 1 ? '' : 's'}, ${secs.toFixed(0)} s`,
    );
  };

  if (config.workers <= 0) {
    for (const chunk of chunks) {
      mergeFuzzStats(total, runChunk(config, chunk));
      if (performance.now() - lastProgress >= 5_000) {
        lastProgress = performance.now();
        progress();
      }
    }
    return total;
  }

  const timer = setInterval(progress, 5_000);
  try {
    await new Promise<void>((resolve, reject) => {
      let next = 0;
      let running = 0;
      const workers: Worker[] = [];
      const bootstrap = workerBootstrap();
      const feed = (w: Worker): void => {
        const chunk = chunks[next++];
        if (!chunk) {
          void w.terminate();
          if (--running === 0) resolve();
          return;
        }
        w.postMessage({ config, chunk });
      };
      const count = Math.min(config.workers, chunks.length);
      if (count === 0) return resolve();
      for (let i = 0; i < count; i++) {
        const w = new Worker(bootstrap, { eval: true });
        workers.push(w);
        running += 1;
        w.on('message', (msg: WorkerMessage) => {
          if (msg.kind === 'done') mergeFuzzStats(total, msg.stats);
          else {
            // A crash outside fuzzDuels (it records its own exceptions): count the whole chunk as failed.
            total.duels += msg.chunk.count;
            total.failures.push({
              duel: msg.chunk.first,
              fuzzSeed: config.seed,
              duelSeed: `${config.seed}:${msg.chunk.first}`,
              format: config.formats[0]!,
              firstPlayer: undefined,
              step: 0,
              message: `worker error in duels ${msg.chunk.first}..${msg.chunk.first + msg.chunk.count - 1}: ${msg.message}`,
              recentActions: [],
            });
          }
          feed(w);
        });
        w.on('error', (err) => {
          for (const other of workers) void other.terminate();
          reject(err);
        });
        feed(w);
      }
    });
  } finally {
    clearInterval(timer);
  }
  return total;
}

/**
 * Worker threads start as plain JavaScript; under tsx they must register its loader
 * before importing this TypeScript file.
 */
function workerBootstrap(): string {
  const self = JSON.stringify(import.meta.url);
  let tsx: string | null = null;
  if (import.meta.url.endsWith('.ts')) tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const load = tsx ? `import(${tsx}).then(({ register }) => { register(); return import(${self}); })` : `import(${self})`;
  return `${load}.catch((err) => { console.error(err); process.exit(1); });`;
}

function workerMain(): void {
  parentPort!.on('message', ({ config, chunk }: { config: FuzzRunConfig; chunk: Chunk }) => {
    let msg: WorkerMessage;
    try {
      msg = { kind: 'done', chunk, stats: runChunk(config, chunk) };
    } catch (err) {
      msg = { kind: 'error', chunk, message: err instanceof Error ? err.stack ?? err.message : String(err) };
    }
    parentPort!.postMessage(msg);
  });
}

/** "Card: effect" for every scripted effect the run could fire (the GOAT pool's, for --decks goat). */
function scriptedEffects(config: FuzzRunConfig): string[] {
  const { db } = defaultCards();
  const inPool = config.decks === 'goat' ? new Set(playablePool('goat', db).main.map((c) => c.passcode).concat(playablePool('goat', db).extra)) : null;
  const format = config.decks === 'goat' ? 'goat' : undefined;
  return scriptedPasscodes()
    .filter((p) => inPool === null || inPool.has(p))
    .flatMap((p) => (scriptLookup(p, format)?.effects ?? []).map((e) => `${db.byPasscode(p)?.name ?? p}: ${e.id}`));
}

function parseArgs(argv: string[]): FuzzRunConfig {
  const get = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    if (i >= 0) return argv[i + 1];
    return argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
  };
  const num = (name: string, fallback: number): number => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    const v = Number(raw);
    if (!Number.isFinite(v)) throw new Error(`${name} needs a number, got ${raw}`);
    return v;
  };
  const deckSet = get('--decks');
  const formats = (get('--formats') ?? get('--format') ?? defaultFormats(deckSet)).split(',').map((f) => f.trim()) as FormatId[];
  for (const f of formats) if (!isFormatId(f)) throw new Error(`unknown format ${f}`);
  const config: FuzzRunConfig = {
    duels: num('--duels', 1000),
    from: num('--from', 0),
    seed: get('--seed') ?? 'fuzz',
    illegalRate: num('--illegal', 0.2),
    replay: num('--replay', 0.05),
    allOptions: argv.includes('--all-options'),
    formats,
    decks: deckSet === 'normals' || deckSet === 'goat' || deckSet === 'modern' ? deckSet : 'starter',
    workers: num('--workers', Math.max(1, availableParallelism())),
    chunk: num('--chunk', 100),
  };
  if (!Number.isInteger(config.duels) || config.duels <= 0) throw new Error('--duels needs a positive integer');
  if (!Number.isInteger(config.from) || config.from < 0) throw new Error('--from needs a non-negative integer');
  if (!(config.illegalRate >= 0 && config.illegalRate <= 1)) throw new Error('--illegal needs a number in [0, 1]');
  if (!(config.replay >= 0 && config.replay <= 1)) throw new Error('--replay needs a number in [0, 1]');
  if (!Number.isInteger(config.chunk) || config.chunk <= 0) throw new Error('--chunk needs a positive integer');
  const decks = get('--decks');
  if (decks !== undefined && !['starter', 'normals', 'goat', 'modern'].includes(decks)) throw new Error('--decks takes starter, normals, goat or modern');
  config.workers = Math.max(0, Math.floor(config.workers));
  return config;
}

async function main(): Promise<void> {
  let config: FuzzRunConfig;
  try {
    config = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`fuzz: ${(err as Error).message}`);
    console.error('usage: npm run fuzz -- --duels N [--seed S] [--from I] [--illegal 0.2] [--replay 0.05] [--all-options] [--workers W]');
    process.exit(2);
  }
  console.log(
    `Fuzzing ${config.duels} duels of the ${config.decks} decks from #${config.from} (seed ${config.seed}, illegal ${config.illegalRate}, ` +
      `replay ${config.replay}, ${config.allOptions ? 'all options' : 'sampled options'}, ${config.formats.join('+')}, ` +
      `${config.workers === 0 ? 'in-thread' : `${config.workers} worker${config.workers === 1 ? '' : 's'}`}), node ${process.version}`,
  );
  const t0 = performance.now();
  const s = await runFuzz(config);
  const secs = (performance.now() - t0) / 1000;
  const codes = Object.entries(s.rejectionsByCode)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(`Done: ${s.duels} duels, ${s.steps} steps in ${secs.toFixed(1)} s (${(s.duels / secs).toFixed(0)} duels/s, ${(s.steps / secs).toFixed(0)} steps/s)`);
  console.log(`  results: player 1 won ${s.wins[0]}, player 2 won ${s.wins[1]}, draws ${s.draws}; ${Object.entries(s.endReasons).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  if (s.tagDuels > 0) console.log(`  Shadow Games tag duels: ${s.tagDuels}, ${s.seatHandOvers} hand-overs of a team's seat`);
  console.log(`  longest duel ${s.longestDuel} actions; ${s.optionsApplied} options applied; ${s.forksChecked} forks; ${s.replayed} duels replayed hash by hash`);
  console.log(`  illegal attempts ${s.illegalTried}: ${s.rejections} refused, ${s.acceptedVariants} turned out to be listed moves in other words`);
  if (codes) console.log(`  refusals: ${codes}`);
  const activated = Object.entries(s.effectsActivated).sort((a, b) => b[1] - a[1]);
  const scripted = scriptedEffects(config);
  const never = scripted.filter((k) => !(k in s.effectsActivated));
  const fired = scripted.length - never.length;
  const which = config.decks === 'goat' ? "the GOAT pool's scripted effects" : 'scripted effects';
  console.log(`  distinct card effects activated: ${activated.length}; ${fired} of ${which} (${scripted.length}) fired at least once`);
  if (activated.length) console.log(`  activations: ${activated.map(([k, v]) => `${k} ${v}`).join(', ')}`);
  if (never.length) console.log(`  never activated: ${never.join(', ')}`);
  if (s.failures.length) {
    console.log(`FAIL: ${s.failures.length} duel${s.failures.length === 1 ? '' : 's'} failed`);
    printFailures(config, s.failures);
    process.exit(1);
  }
  console.log('PASS: no failures');
}

if (!isMainThread) workerMain();
else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
