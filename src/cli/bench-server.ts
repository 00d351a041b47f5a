/**
 * `npm run bench:server`: the HTTP service under load, on loopback only. It starts the
 * service as a child process (offline model, a temporary database, no rate limit), holds
 * N concurrent duels over HTTP for a fixed time, and measures from the client side:
 *
 * - requests per second (all requests);
 * - p50/p99 latency of non-model requests (GET a session, list sessions, health: the
 *   reads a page makes; no language model involved whatever the configuration);
 * - p50/p99 of replies (option clicks: the bot's turn and narration, here on the offline
 *   model) and of session creation, for context;
 * - the time to rebuild a long saved session (the longest legal duel the current card
 *   pool allows, ~850 actions with 60-card Normal Monster decks and no attacks; scaled per
 *   1,000 actions when shorter): loading it from the database and restoring the
 *   DuelSession (what a cache miss costs), and a full rebuild checking every stored hash
 *   (what start-up and replay do).
 *
 *   npm run bench:server -- [--duels 100] [--seconds 20] [--think-ms 2000]
 *
 * Every duel loop is bounded in time and count and stops by itself; the child is killed
 * at the end. Each simulated player reads the board, thinks (`--think-ms`, ±50 %), and
 * clicks an option; about every fifth round it also lists its sessions and checks health.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { defaultCards } from '../cards/catalog.js';
import { DuelSession } from '../chat/session.js';
import type { Action, DeckList, DuelConfig } from '../engine/types.js';
import { defaultPersonaOnce } from '../server/inputs.js';
import { openDatabase } from '../store/db.js';
import { rebuild } from '../store/replay.js';
import { DuelStore, type StepRecord } from '../store/store.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Args {
  duels: number;
  seconds: number;
  thinkMs: number;
  rebuildRuns: number;
  /** A service already running on loopback (for profiling it); default: start one. */
  url: string | null;
}

function parseArgs(argv: readonly string[]): Args | { error: string } {
  const args: Args = { duels: 100, seconds: 20, thinkMs: 2000, rebuildRuns: 30, url: null };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag === '--url') {
      const url = argv[++i] ?? '';
      if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\]):\d+$/.test(url)) return { error: '--url takes a loopback URL such as http://127.0.0.1:3000' };
      args.url = url;
      continue;
    }
    const value = Number(argv[++i]);
    if (!Number.isFinite(value) || value < 0) return { error: `${flag} needs a number` };
    if (flag === '--duels') args.duels = Math.min(1000, Math.max(1, Math.floor(value)));
    else if (flag === '--seconds') args.seconds = Math.min(600, Math.max(1, value));
    else if (flag === '--think-ms') args.thinkMs = Math.min(60_000, value);
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

async function startService(dbPath: string): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DUEL_DB_PATH: dbPath,
      DUEL_LOG: 'off',
      DUEL_WEB: 'off',
      RATE_LIMIT_PER_SEC: '0',
      SESSION_CACHE_SIZE: '2000',
      OPENAI_API_KEY: '',
      OPENAI_BASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the service did not start within 30 s')), 30_000);
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

interface Samples {
  /** Set once every duel has its session: samples before that are the warm-up. */
  warm: boolean;
  reads: number[];
  replies: number[];
  creates: number[];
  errors: number;
  requests: number;
  finished: number;
}

async function timed<T>(list: number[], samples: Samples, fn: () => Promise<T>, always = false): Promise<T> {
  const t0 = performance.now();
  const warm = samples.warm;
  try {
    return await fn();
  } finally {
    if (warm || always) {
      list.push(performance.now() - t0);
      samples.requests++;
    }
  }
}

async function getJson(url: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(url, { ...init, headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers } });
  return { status: res.status, body: await res.json() };
}

/** `until`: the end of the run (moved from the hard limit to the real end once every duel is warm). */
async function playDuel(url: string, index: number, clock: { until: number }, args: Args, samples: Samples, ready: () => void): Promise<void> {
  const next = rng(index + 1);
  const sleep = (n: number): Promise<void> => new Promise((r) => setTimeout(r, Math.max(0, Math.min(n, clock.until - performance.now()))));
  let session: { id: string; token: string } | null = null;
  await sleep(next() * args.thinkMs); // spread the starts
  for (let round = 0; round < 100_000 && performance.now() < clock.until; round++) {
    if (!session) {
      const created = await timed(samples.creates, samples, () =>
        getJson(`${url}/api/sessions`, { method: 'POST', body: JSON.stringify({ seed: `bench-${index}-${round}`, first: next() < 0.5 ? 'you' : 'bot' }) }),
        true,
      );
      if (created.status !== 201) {
        samples.errors++;
        return;
      }
      session = { id: created.body.id as string, token: created.body.token as string };
      if (round === 0) ready();
    }
    const auth = { Authorization: `Bearer ${session.token}` };
    const read = await timed(samples.reads, samples, () => getJson(`${url}/api/sessions/${session!.id}`, { headers: auth }));
    if (read.status !== 200) {
      samples.errors++;
      return;
    }
    if (round % 5 === 4) {
      await timed(samples.reads, samples, () => getJson(`${url}/api/sessions`, { headers: auth }));
      await timed(samples.reads, samples, () => getJson(`${url}/api/health`));
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
    const reply = await timed(samples.replies, samples, () =>
      getJson(`${url}/api/sessions/${session!.id}/actions`, { method: 'POST', headers: auth, body: JSON.stringify({ optionId: pick.id }) }),
    );
    if (reply.status !== 200) samples.errors++;
  }
}

// =======================================================================================
// Rebuild

/** The longest legal duel the card pool gives: 60-card decks of Normal Monsters, every position changed, no attacks. */
function longDuel(): { config: DuelConfig; actions: Action[] } {
  const { engine, db } = defaultCards();
  const normals = db.all().filter((c) => c.frame === 'normal' && c.scripted && (c.level ?? 0) <= 4).map((c) => c.passcode);
  const deckFrom = (offset: number): DeckList => {
    const main: number[] = [];
    for (let i = 0; main.length < 60; i++) {
      const p = normals[(offset + i) % normals.length]!;
      main.push(p, p, p);
    }
    return { main: main.slice(0, 60), extra: [] };
  };
  const config: DuelConfig = { format: 'classic', seed: 'bench-rebuild', decks: [deckFrom(0), deckFrom(20)], firstPlayer: 0 };
  const start = engine.newDuel(config);
  if (!start.ok) throw new Error(start.problems.join('; '));
  const order = ['normal-summon', 'flip-summon', 'change-position', 'set-spell-trap', 'enter-battle', 'end-battle', 'discard', 'pass', 'end-turn'];
  let state = start.state;
  const actions: Action[] = [];
  while (!state.result && actions.length < 1000) {
    const options = engine.legalActions(state).filter((o) => o.action.type !== 'attack' && o.action.type !== 'surrender');
    const option = order.map((t) => options.find((o) => o.action.type === t)).find((o) => o) ?? options[0];
    if (!option) break;
    const r = engine.apply(state, option.action);
    if (!r.ok) throw new Error(r.rejection.message);
    state = r.state;
    actions.push(option.action);
  }
  return { config, actions };
}

/** The duel saved as a session (its steps computed once here), as the service would have written it. */
function saveDuel(store: DuelStore, engine: ReturnType<typeof defaultCards>['engine'], config: DuelConfig, actions: Action[]): string {
  const start = engine.newDuel(config);
  if (!start.ok) throw new Error('duel');
  let state = start.state;
  const steps: StepRecord[] = actions.map((action) => {
    const r = engine.apply(state, action);
    if (!r.ok) throw new Error(r.rejection.message);
    state = r.state;
    return { action, stateHash: engine.hash(state), events: r.events };
  });
  const id = 's_benchrebuild0000';
  store.createSession(
    {
      id,
      tokenHash: '0'.repeat(64),
      config,
      persona: defaultPersonaOnce(),
      personaId: null,
      deckIds: [null, null],
      human: 0,
      chainMode: 'auto',
      userName: 'Bench',
      engineVersion: start.state.engineVersion,
      startHash: engine.hash(start.state),
      openingEvents: start.events,
      origin: 'created',
    },
    {
      steps,
      messages: actions.map((a, i) => ({ role: 'user' as const, kind: 'action' as const, text: a.type, shared: null, actions: i })),
      modelCalls: [],
      opened: true,
      pendingChoices: [],
      result: state.result,
      engineVersion: state.engineVersion,
    },
  );
  return id;
}

function measureRebuild(dir: string, runs: number): { actions: number; loadRestore: number[]; verified: number[] } {
  const { engine } = defaultCards();
  const { config, actions } = longDuel();
  const store = new DuelStore(openDatabase(join(dir, 'rebuild.sqlite')));
  try {
    const id = saveDuel(store, engine, config, actions);
    const persona = defaultPersonaOnce();
    const loadRestore: number[] = [];
    const verified: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      let t0 = performance.now();
      const loaded = store.load(id)!;
      const session = DuelSession.restore(
        {
          version: 2,
          config: loaded.row.config,
          human: 0,
          chainMode: 'auto',
          userName: loaded.row.userName,
          startHash: loaded.row.startHash,
          steps: loaded.actions.map((a) => ({ action: a.action, stateHash: a.stateHash })),
          history: loaded.messages.map(({ seq: _s, createdAt: _c, ...h }) => h),
          modelCalls: [],
          stateHash: loaded.row.stateHash,
          opened: true,
          pendingChoices: [],
          persona: loaded.row.persona,
        },
        { model: null, engine, persona },
      );
      const restoreMs = performance.now() - t0;
      if (session.stateHash() !== loaded.row.stateHash) throw new Error('restore gave another state');
      t0 = performance.now();
      const again = store.load(id)!;
      const check = rebuild(engine, again.row.config, again.row.startHash, again.actions);
      const verifyMs = performance.now() - t0;
      if (!check.ok) throw new Error('rebuild did not verify');
      if (i >= 3) {
        loadRestore.push(restoreMs);
        verified.push(verifyMs);
      }
    }
    return { actions: actions.length, loadRestore, verified };
  } finally {
    store.close();
  }
}

// =======================================================================================

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(`${args.error}\nUsage: npm run bench:server -- [--duels 100] [--seconds 20] [--think-ms 2000] [--rebuild-runs 30] [--url http://127.0.0.1:PORT]`);
    return 1;
  }
  const dir = mkdtempSync(join(tmpdir(), 'duel-bench-'));
  let child: ChildProcess | null = null;
  try {
    console.log(`Rebuild: the longest duel the card pool allows, ${args.rebuildRuns} runs...`);
    const rebuildResult = measureRebuild(dir, args.rebuildRuns);

    let service: { url: string };
    if (args.url) {
      service = { url: args.url };
      console.log(`Using the service at ${args.url} (give it RATE_LIMIT_PER_SEC=0)...`);
    } else {
      console.log(`Starting the service (offline model, temporary database in ${dir})...`);
      const started = await startService(join(dir, 'bench.sqlite'));
      child = started.proc;
      service = started;
    }
    const samples: Samples = { warm: false, reads: [], replies: [], creates: [], errors: 0, requests: 0, finished: 0 };
    console.log(`${args.duels} concurrent duels for ${args.seconds} s after the warm-up (every duel has its session), think time ${args.thinkMs} ms ± 50 %...`);
    let t0 = performance.now();
    // A hard limit in case the warm-up never ends; the real end is set when it does.
    const clock = { until: t0 + (args.seconds + 120) * 1000 };
    let waiting = args.duels;
    let warmupSeconds = 0;
    const ready = (): void => {
      if (--waiting > 0) return;
      warmupSeconds = (performance.now() - t0) / 1000;
      samples.warm = true;
      t0 = performance.now();
      clock.until = t0 + args.seconds * 1000;
    };
    await Promise.all(Array.from({ length: args.duels }, (_, i) => playDuel(service.url, i, clock, args, samples, ready)));
    const elapsed = (performance.now() - t0) / 1000;

    const per1000 = (v: number): number => (v * 1000) / rebuildResult.actions;
    const rows: [string, string, string][] = [
      ['concurrent duels over HTTP', `≥ 100`, String(args.duels)],
      ['requests per second (all kinds)', '—', (samples.requests / elapsed).toFixed(1)],
      ['non-model requests (GET session, list, health): p50 / p99', 'p99 < 100 ms', `${ms(percentile(samples.reads, 50))} / ${ms(percentile(samples.reads, 99))} ms (${samples.reads.length} requests)`],
      ['replies to option clicks, offline model (bot turn + narration + commit): p50 / p99', '—', `${ms(percentile(samples.replies, 50))} / ${ms(percentile(samples.replies, 99))} ms (${samples.replies.length} requests)`],
      ['session creation: p50 / p99', '—', `${ms(percentile(samples.creates, 50))} / ${ms(percentile(samples.creates, 99))} ms (${samples.creates.length})`],
      ['errors', '0', String(samples.errors)],
      [
        `rebuild a saved session from the database (load + DuelSession.restore), ${rebuildResult.actions} actions: p50 / p99`,
        '< 50 ms per 1,000 actions',
        `${ms(percentile(rebuildResult.loadRestore, 50))} / ${ms(percentile(rebuildResult.loadRestore, 99))} ms (${ms(per1000(percentile(rebuildResult.loadRestore, 50)))} ms per 1,000 actions)`,
      ],
      [
        `store-level rebuild checking every stored hash (the verifier the tests use), ${rebuildResult.actions} actions: p50 / p99`,
        '—',
        `${ms(percentile(rebuildResult.verified, 50))} / ${ms(percentile(rebuildResult.verified, 99))} ms (${ms(per1000(percentile(rebuildResult.verified, 50)))} ms per 1,000 actions)`,
      ],
    ];
    console.log('');
    console.log('| metric | target | result |');
    console.log('| --- | --- | --- |');
    for (const [m, t, r] of rows) console.log(`| ${m} | ${t} | ${r} |`);
    console.log('');
    console.log(`Warm-up (creating the ${args.duels} sessions, not in the figures above except creation) took ${warmupSeconds.toFixed(1)} s; ${elapsed.toFixed(1)} s measured; ${samples.finished} duels finished and were replaced.`);
    return samples.errors === 0 ? 0 : 1;
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
