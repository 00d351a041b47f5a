/**
 * `npm run bench:server`: the HTTP service under load, on loopback only. It starts the
 * service as a child process (offline model, a temporary database, no rate limit), ramps up
 * N concurrent duels over HTTP, holds them for a fixed time, and measures:
 *
 * - a calibration first: a fixed CPU job (sha256 of 64 MB) timed in this process, so a figure
 *   can be read against how fast the machine is right now (each latency's ratio to it is
 *   printed: a busy machine raises the calibration too, a slow server only the ratio);
 * - p50/p99/max latency per request kind: GET a session, list sessions, health (the reads a
 *   page makes, no model involved), replies to option clicks (the bot's turn and narration,
 *   here on the offline model) and session creation; requests per second; errors;
 * - from the service itself (GET /api/health): its event-loop delay p50/p99/max over the
 *   measured time, the CPU it used (share of one core), its RSS before and after;
 * - orphaned sessions: sessions stored that no client got an answer for;
 * - the time to rebuild a long saved session (bench-server-rebuild.ts).
 *
 *   npm run bench:server -- [--duels 100] [--ramp 10] [--think 2000] [--seconds 20] [--json]
 *     [--database-url postgres://...]   (the service on that PostgreSQL database, empty, instead of a temporary SQLite file)
 *
 * Every duel loop is bounded in time and count and stops by itself; the child is killed
 * at the end. Each simulated player reads the board, thinks (`--think` ms, ±50 %), and
 * clicks an option; about every fifth round it also lists its sessions and checks health.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { openPgDatabase } from '../store/pgDb.js';
import { measureRebuild } from './bench-server-rebuild.js';
import { buildReport, printReport } from './bench-server-report.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Args {
  duels: number;
  seconds: number;
  thinkMs: number;
  /** Seconds over which the duels start (0: all at once). */
  rampSeconds: number;
  rebuildRuns: number;
  json: boolean;
  /** A service already running on loopback (for profiling it); default: start one. */
  url: string | null;
  /** The started service's database: this PostgreSQL database instead of a temporary SQLite file. */
  databaseUrl: string | null;
}

function parseArgs(argv: readonly string[]): Args | { error: string } {
  const args: Args = { duels: 100, seconds: 20, thinkMs: 2000, rampSeconds: 2, rebuildRuns: 30, json: false, url: null, databaseUrl: null };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag === '--json') {
      args.json = true;
      continue;
    }
    if (flag === '--database-url') {
      const url = argv[++i] ?? '';
      if (!/^postgres(ql)?:\/\/\S+$/.test(url)) return { error: '--database-url takes a postgres:// URL of an empty database' };
      args.databaseUrl = url;
      continue;
    }
    if (flag === '--url') {
      const url = argv[++i] ?? '';
      if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\]):\d+$/.test(url)) return { error: '--url takes a loopback URL such as http://127.0.0.1:3000' };
      args.url = url;
      continue;
    }
    const value = Number(argv[++i]);
    if (!Number.isFinite(value) || value < 0) return { error: `${flag} needs a number` };
    if (flag === '--duels') args.duels = Math.min(2000, Math.max(1, Math.floor(value)));
    else if (flag === '--seconds') args.seconds = Math.min(600, Math.max(1, value));
    else if (flag === '--think' || flag === '--think-ms') args.thinkMs = Math.min(60_000, value);
    else if (flag === '--ramp') args.rampSeconds = Math.min(600, value);
    else if (flag === '--rebuild-runs') args.rebuildRuns = Math.min(1000, Math.max(1, Math.floor(value)));
    else return { error: `unknown option ${flag}` };
  }
  return args;
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const ms = (v: number): string => (Number.isNaN(v) ? 'n/a' : v < 10 ? v.toFixed(2) : v.toFixed(1));

/** A fixed CPU job, timed: the yardstick for this machine at this moment (median of 5). */
function calibrate(): number {
  const block = Buffer.alloc(1 << 20, 7);
  const runs: number[] = [];
  for (let r = 0; r < 5; r++) {
    const t0 = performance.now();
    const h = createHash('sha256');
    for (let i = 0; i < 64; i++) h.update(block);
    h.digest();
    runs.push(performance.now() - t0);
  }
  return percentile(runs, 50);
}

/** A tiny seeded generator for the players' choices. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

// =======================================================================================
// The service

async function startService(database: Record<string, string>): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ...database,
      DUEL_LOG: 'off',
      DUEL_WEB: 'off',
      RATE_LIMIT_PER_SEC: '0',
      // Every simulated player comes from 127.0.0.1, one client to the quotas: without these, creates past 200 were 429s.
      MAX_SESSIONS_PER_CLIENT: '0',
      MAX_STORED_MB_PER_CLIENT: '0',
      SESSION_CACHE_SIZE: '2000',
      OPENAI_API_KEY: '',
      OPENAI_BASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    // A busy machine (and the session workers loading their cards beside it) can take a while.
    const timer = setTimeout(() => reject(new Error('the service did not start within 120 s')), 120_000);
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      try {
        const msg = JSON.parse(line) as { msg?: string; url?: string };
        if (msg.msg === 'listening' && msg.url) {
          clearTimeout(timer);
          resolve({ proc, url: msg.url });
        }
      } catch {
        // not ours
      }
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the service exited with ${code}`));
    });
  });
}

// =======================================================================================
// Load

const KINDS = ['get session', 'list sessions', 'health', 'reply', 'create'] as const;
type Kind = (typeof KINDS)[number];

interface Samples {
  /** Set once every duel has its session: samples before that are the warm-up. */
  warm: boolean;
  latency: Record<Kind, number[]>;
  /** The slowest request of any kind, warm-up included (300 duels starting together: none over 5 s). */
  slowest: number;
  errors: number;
  errorKinds: Record<string, number>;
  requests: number;
  finished: number;
  /** Sessions a client got an answer for (orphans: stored sessions not among these). */
  created: number;
}

async function timed<T>(kind: Kind, samples: Samples, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const warm = samples.warm;
  try {
    return await fn();
  } finally {
    const took = performance.now() - t0;
    samples.slowest = Math.max(samples.slowest, took);
    if (warm || kind === 'create') {
      samples.latency[kind].push(took);
      samples.requests++;
    }
  }
}

async function getJson(url: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(url, { ...init, headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers } });
  return { status: res.status, body: await res.json() };
}

/** `until`: the end of the run (moved from the hard limit to the real end once every duel is warm). */
/** An error, counted by request kind and status, so a run says what failed. */
function failed(samples: Samples, kind: string, status: number): void {
  samples.errors++;
  const key = `${kind} ${status}`;
  samples.errorKinds[key] = (samples.errorKinds[key] ?? 0) + 1;
}

async function playDuel(url: string, index: number, clock: { until: number }, args: Args, samples: Samples, ready: () => void): Promise<void> {
  const next = rng(index + 1);
  const sleep = (n: number): Promise<void> => new Promise((r) => setTimeout(r, Math.max(0, Math.min(n, clock.until - performance.now()))));
  let session: { id: string; token: string } | null = null;
  await sleep((index / Math.max(1, args.duels)) * args.rampSeconds * 1000); // the ramp
  for (let round = 0; round < 100_000 && performance.now() < clock.until; round++) {
    if (!session) {
      const body = JSON.stringify({ seed: `bench-${index}-${round}`, first: next() < 0.5 ? 'you' : 'bot' });
      const created = await timed('create', samples, () => getJson(`${url}/api/sessions`, { method: 'POST', body }));
      if (created.status !== 201) {
        failed(samples, 'create', created.status);
        return;
      }
      samples.created++;
      session = { id: created.body.id as string, token: created.body.token as string };
      if (round === 0) ready();
    }
    const auth = { Authorization: `Bearer ${session.token}` };
    const read = await timed('get session', samples, () => getJson(`${url}/api/sessions/${session!.id}`, { headers: auth }));
    if (read.status !== 200) {
      failed(samples, 'get session', read.status);
      return;
    }
    if (round % 5 === 4) {
      const list = await timed('list sessions', samples, () => getJson(`${url}/api/sessions`, { headers: auth }));
      if (list.status !== 200) failed(samples, 'list sessions', list.status);
      const health = await timed('health', samples, () => getJson(`${url}/api/health`));
      if (health.status !== 200) failed(samples, 'health', health.status);
    }
    const options = read.body.options as { id: string }[];
    if (read.body.finished || options.length === 0) {
      samples.finished++;
      session = null;
      continue;
    }
    await sleep(args.thinkMs * (0.5 + next()));
    if (performance.now() >= clock.until) break;
    const pick = options[Math.floor(next() * options.length)]!;
    const reply = await timed('reply', samples, () =>
      getJson(`${url}/api/sessions/${session!.id}/actions`, { method: 'POST', headers: auth, body: JSON.stringify({ optionId: pick.id }) }),
    );
    if (reply.status !== 200) failed(samples, 'reply', reply.status);
  }
}

interface ServiceFigures {
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  cpuSeconds: number;
  rssMb: number;
}

async function serviceFigures(url: string, reset: boolean): Promise<ServiceFigures> {
  const r = await getJson(`${url}/api/health${reset ? '?reset=1' : ''}`);
  return r.body.process as ServiceFigures;
}

/** Stored sessions no client got an answer for (only for a service this bench started). */
function orphans(dbPath: string | null, databaseUrl: string | null, answered: number): number | null {
  if (!databaseUrl && (!dbPath || !existsSync(dbPath))) return null;
  const db = databaseUrl ? openPgDatabase(databaseUrl) : new Database(dbPath!, { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n - answered;
  } finally {
    db.close();
  }
}

/** Runs the duels: warm-up (every duel created), then `seconds` measured. */
async function runLoad(url: string, args: Args): Promise<{ samples: Samples; elapsed: number; warmup: number; before: ServiceFigures; after: ServiceFigures }> {
  const samples: Samples = { warm: false, latency: { 'get session': [], 'list sessions': [], health: [], reply: [], create: [] }, slowest: 0, errors: 0, errorKinds: {}, requests: 0, finished: 0, created: 0 };
  let t0 = performance.now();
  // A hard limit in case the warm-up never ends; the real end is set when it does.
  const clock = { until: t0 + (args.seconds + args.rampSeconds + 120) * 1000 };
  let before: ServiceFigures = await serviceFigures(url, true);
  let waiting = args.duels;
  let warmup = 0;
  const ready = (): void => {
    if (--waiting > 0) return;
    warmup = (performance.now() - t0) / 1000;
    samples.warm = true;
    t0 = performance.now();
    clock.until = t0 + args.seconds * 1000;
    void serviceFigures(url, true).then((f) => (before = f));
  };
  await Promise.all(Array.from({ length: args.duels }, (_, i) => playDuel(url, i, clock, args, samples, ready)));
  const elapsed = (performance.now() - t0) / 1000;
  const after = await serviceFigures(url, false);
  return { samples, elapsed, warmup, before, after };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(`${args.error}\nUsage: npm run bench:server -- [--duels 100] [--ramp 2] [--think 2000] [--seconds 20] [--rebuild-runs 30] [--json] [--url http://127.0.0.1:PORT] [--database-url postgres://...]`);
    return 1;
  }
  const log = (line: string): void => void (args.json ? process.stderr.write(`${line}\n`) : console.log(line));
  const dir = mkdtempSync(join(tmpdir(), 'duel-bench-'));
  let child: ChildProcess | null = null;
  try {
    const calibrationMs = calibrate();
    log(`Calibration: a fixed CPU job (sha256 of 64 MB) took ${ms(calibrationMs)} ms in this process.`);
    log(`Rebuild: the longest duel the card pool allows, ${args.rebuildRuns} runs...`);
    const rebuilt = measureRebuild(dir, args.rebuildRuns);
    const dbPath = args.url ? null : join(dir, 'bench.sqlite');
    let url: string;
    if (args.url) {
      url = args.url;
      log(`Using the service at ${args.url} (give it RATE_LIMIT_PER_SEC=0)...`);
    } else {
      log(`Starting the service (offline model, temporary database in ${dir})...`);
      const started = await startService(args.databaseUrl ? { DATABASE_URL: args.databaseUrl } : { DUEL_DB_PATH: dbPath! });
      child = started.proc;
      url = started.url;
    }
    log(`${args.duels} concurrent duels started over ${args.rampSeconds} s, then ${args.seconds} s measured, think time ${args.thinkMs} ms ± 50 %...`);
    const run = await runLoad(url, args);
    const report = buildReport(args, calibrationMs, run, rebuilt, orphans(dbPath, args.url ? null : args.databaseUrl, run.samples.created));
    if (args.json) console.log(JSON.stringify(report));
    else printReport(report);
    return run.samples.errors === 0 ? 0 : 1;
  } finally {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exitCode = 1;
  },
);
