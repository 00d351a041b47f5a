// `npm run test:long` (not `npm test`): twenty kills and restarts of a child service take
// minutes on a shared 2-core machine, so the limits below are generous.
/**
 * Crash safety: the service runs as a child process (`node --import tsx
 * src/server/main.ts`) on a temporary database; duels are driven over HTTP and the
 * process is killed with SIGKILL at random moments, then started again. Every reply
 * acknowledged before a kill (its `done` event arrived) must be there after the restart,
 * every unfinished session must resume, and every state hash chain must verify.
 */
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { openDatabase } from '../../src/store/db.js';
import { openPgDatabase } from '../../src/store/pgDb.js';
import { rebuild } from '../../src/store/replay.js';
import { DuelStore } from '../../src/store/store.js';
import { postgresForTests } from '../store/postgres.js';
import { tempDir } from './helpers.js';
import { startServiceProcess, type ServiceProcess } from './serviceProcess.js';

const KILLS = 20;
const tmp = tempDir('duel-crash-');
const dbPath = join(tmp.dir, 'crash.sqlite');
const { engine } = defaultCards();
// The same run on PostgreSQL (DATABASE_URL), on a server this test starts; skipped with the reason where it is not installed.
const { server: pg, skip: pgSkip } = await postgresForTests();

interface Tracked {
  id: string;
  token: string;
  /** The last acknowledged standing. */
  step: number;
  stateHash: string;
  /** Texts of user messages acknowledged, in order. */
  said: string[];
  finished: boolean;
}

const sessions = new Map<string, Tracked>();
let acknowledged = 0;
let cut = 0;

beforeEach(() => {
  sessions.clear();
  acknowledged = 0;
  cut = 0;
});

/** A tiny seeded generator for the test's own choices. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

async function json(url: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(url, { ...init, headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers } });
  return { status: res.status, body: await res.json() };
}

/** One message over SSE; records it when `done` arrives. */
async function say(url: string, t: Tracked, text: string): Promise<void> {
  const res = await fetch(`${url}/api/sessions/${t.id}/messages`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${t.token}`, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ text }),
  });
  if (res.status !== 200) throw new Error(`message refused: ${res.status} ${await res.text()}`);
  const body = await res.text(); // throws when the connection is cut
  const done = /event: done\ndata: (.*)\n/.exec(body);
  if (!done) return;
  const d = JSON.parse(done[1]!) as { step: number; stateHash: string; finished: boolean };
  t.step = d.step;
  t.stateHash = d.stateHash;
  t.finished = d.finished;
  t.said.push(text);
  acknowledged++;
}

/** Plays a session until the service dies (or a few replies are done). */
async function drive(url: string, t: Tracked, next: () => number): Promise<void> {
  try {
    for (let i = 0; i < 40 && !t.finished; i++) {
      const cur = await json(`${url}/api/sessions/${t.id}`, { headers: { Authorization: `Bearer ${t.token}` } });
      if (cur.status !== 200) throw new Error(`GET ${cur.status}`);
      const options = cur.body.options as { id: string; command: string }[];
      if (cur.body.finished || options.length === 0) return;
      const roll = next();
      const text = roll < 0.15 ? 'board' : options[Math.floor(next() * options.length)]!.command;
      await say(url, t, text);
    }
  } catch (err) {
    const message = err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? '')}` : String(err);
    if (!/fetch failed|terminated|ECONNRESET|ECONNREFUSED|socket|other side closed/i.test(message)) throw err;
    cut++;
  }
}

/** Checks the sessions driven since the last start (all of them at the end). */
async function verifyAcknowledged(url: string, which: Iterable<Tracked>): Promise<void> {
  for (const t of which) {
    const cur = await json(`${url}/api/sessions/${t.id}`, { headers: { Authorization: `Bearer ${t.token}` } });
    expect(cur.status, t.id).toBe(200);
    // At least what was acknowledged (a reply saved just before the kill may be there without its done).
    expect(cur.body.step).toBeGreaterThanOrEqual(t.step);
    const replay = await json(`${url}/api/sessions/${t.id}/replay`, { headers: { Authorization: `Bearer ${t.token}` } });
    expect(replay.body.verified, t.id).toBe(true);
    expect(replay.body.steps[t.step].storedHash).toBe(t.stateHash);
    const userTexts = (cur.body.history as { role: string; text: string }[]).filter((h) => h.role === 'user').map((h) => h.text);
    // Every acknowledged message is there, in order (unacknowledged ones may sit between them).
    let at = 0;
    for (const text of t.said) {
      const found = userTexts.indexOf(text, at);
      expect(found, `${t.id}: "${text}"`).toBeGreaterThanOrEqual(0);
      at = found + 1;
    }
    // Bring the copy up to what the service holds now.
    t.step = cur.body.step;
    t.stateHash = cur.body.stateHash;
    t.finished = cur.body.finished;
    t.said = userTexts;
  }
}

afterAll(() => {
  pg?.stop();
  tmp.cleanup();
});

interface Backend {
  name: string;
  skip: string | null;
  /** The service's database settings, and the store to check the database with at the end. */
  prepare(): Promise<{ env: Record<string, string>; open: () => DuelStore }>;
}

const BACKENDS: Backend[] = [
  { name: 'SQLite', skip: null, prepare: async () => ({ env: { DUEL_DB_PATH: dbPath }, open: () => new DuelStore(openDatabase(dbPath)) }) },
  {
    name: 'PostgreSQL',
    skip: pgSkip,
    prepare: async () => {
      const url = await pg!.newDatabase('crash');
      return { env: { DATABASE_URL: url }, open: () => new DuelStore(openPgDatabase(url)) };
    },
  },
];

describe.each(BACKENDS)('the service on $name killed with SIGKILL at random moments', (backend) => {
  it.skipIf(backend.skip !== null)(`loses nothing acknowledged over ${KILLS} kills, and every session resumes`, async () => {
    const db = await backend.prepare();
    const next = rng(20_261_122);
    const t0 = performance.now();
    const spent = { start: 0, verify: 0, drive: 0 };
    let touched: Tracked[] = [];
    for (let cycle = 0; cycle <= KILLS; cycle++) {
      let lap = performance.now();
      const child: ServiceProcess = await startServiceProcess(db.env);
      spent.start += performance.now() - lap;
      lap = performance.now();
      try {
        const unfinished = [...sessions.values()].filter((s) => !s.finished).length;
        expect(child.unfinished).toBe(unfinished);
        await verifyAcknowledged(child.url, cycle === KILLS ? sessions.values() : touched);
        touched = [];
        spent.verify += performance.now() - lap;
        lap = performance.now();
        if (cycle === KILLS) break;
        // New duels now and then; keep about four going.
        const live = [...sessions.values()].filter((s) => !s.finished);
        while (live.length < 4) {
          const created = await json(`${child.url}/api/sessions`, {
            method: 'POST',
            body: JSON.stringify({ seed: `crash-${sessions.size}`, first: sessions.size % 2 ? 'bot' : 'you', chainMode: sessions.size % 3 ? 'auto' : 'manual' }),
          });
          expect(created.status).toBe(201);
          const t: Tracked = { id: created.body.id, token: created.body.token, step: created.body.step, stateHash: created.body.stateHash, said: [], finished: false };
          sessions.set(t.id, t);
          live.push(t);
        }
        touched = live.slice(0, 4);
        const driving = touched.map((t) => drive(child.url, t, next));
        // The kill comes at a random moment once this cycle's first reply is acknowledged (on a
        // loaded machine a fresh process may answer nothing in the first 340 ms; then no kill would cut a reply).
        const ackedBefore = acknowledged;
        for (let waited = 0; acknowledged === ackedBefore && waited < 60_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
        await new Promise((r) => setTimeout(r, 40 + Math.floor(next() * 300)));
        child.proc.kill('SIGKILL');
        await Promise.all(driving);
        await child.exited;
        spent.drive += performance.now() - lap;
      } finally {
        child.proc.kill('SIGKILL');
        await child.exited;
      }
    }
    expect(acknowledged).toBeGreaterThan(KILLS);
    expect(cut).toBeGreaterThan(0);

    // The file itself: every session's hash chain rebuilds through the engine.
    const store = db.open();
    try {
      const ids = store.allIds();
      expect(ids.length).toBe(sessions.size);
      for (const id of ids) {
        const row = store.session(id)!;
        const actions = store.actions(id);
        expect(actions.length).toBe(row.actionCount);
        const built = rebuild(engine, row.config, row.startHash, actions);
        expect(built.ok, id).toBe(true);
        expect(built.hashes.at(-1)).toBe(row.stateHash);
        expect(store.events(id).length).toBe(actions.length + 1);
      }
    } finally {
      store.close();
    }
    if (process.env.CRASH_TEST_TIMING) {
      console.log(`${KILLS} kills, ${sessions.size} sessions, ${acknowledged} acknowledged replies, ${cut} cut, ${Math.round(performance.now() - t0)} ms (start ${Math.round(spent.start)}, verify ${Math.round(spent.verify)}, drive ${Math.round(spent.drive)})`);
    }
  }, 900_000);
});
