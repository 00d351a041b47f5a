/**
 * Two service processes on one PostgreSQL database serve one duel: each option click goes
 * to the other process (mid-turn too), every reply's hash is checked by the next process
 * when it reloads the duel, two clicks sent to both at once apply one move, and the stored
 * chain rebuilds through the engine. Skipped with the reason where PostgreSQL is not installed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { openPgDatabase } from '../../src/store/pgDb.js';
import { rebuild } from '../../src/store/replay.js';
import { DuelStore } from '../../src/store/store.js';
import { call, parseSse } from '../server/helpers.js';
import { startServiceProcess, type ServiceProcess } from '../server/serviceProcess.js';
import { postgresForTests } from './postgres.js';

const { server: pg, skip } = await postgresForTests();
const children: ServiceProcess[] = [];

afterAll(async () => {
  for (const c of children) {
    c.proc.kill('SIGKILL');
    await c.exited;
  }
  pg?.stop();
});

interface Seen {
  step: number;
  stateHash: string;
  options: { id: string }[];
  decision: string;
  finished: boolean;
}

const read = async (url: string, id: string, token: string): Promise<Seen> => (await call(url, 'GET', `/api/sessions/${id}`, { token })).json as Seen;

const click = async (url: string, id: string, token: string, seen: Seen) =>
  call(url, 'POST', `/api/sessions/${id}/actions`, { token, body: { optionId: seen.options[0]!.id, decision: seen.decision }, accept: 'text/event-stream' });

describe('two service processes on one PostgreSQL database', () => {
  it.skipIf(skip !== null)('serve one duel alternately, mid-turn, every hash checked; a click sent to both at once is applied once', async () => {
    const url = await pg!.newDatabase('two_processes');
    const [a, b] = await Promise.all([startServiceProcess({ DATABASE_URL: url }), startServiceProcess({ DATABASE_URL: url })]);
    children.push(a!, b!);
    const created = await call(a!.url, 'POST', '/api/sessions', { body: { seed: 'two-processes', first: 'you' } });
    expect(created.status).toBe(201);
    const { id, token } = created.json as { id: string; token: string };
    const hashes: string[] = [];
    const turnsSeen = new Set<number>();
    for (let i = 0; i < 14; i++) {
      const here = i % 2 === 0 ? b! : a!;
      const other = here === a ? b! : a!;
      const seen = await read(here.url, id, token);
      if (seen.finished || seen.options.length === 0) break;
      const reply = await click(here.url, id, token, seen);
      expect(reply.status, reply.text).toBe(200);
      const done = parseSse(reply.text).at(-1)!;
      expect(done.event).toBe('done');
      hashes.push(done.data.stateHash);
      // The other process reloads what this one committed (its copy is stale) and agrees.
      const there = await read(other.url, id, token);
      expect({ step: there.step, stateHash: there.stateHash }).toEqual({ step: done.data.step, stateHash: done.data.stateHash });
      const turn = (await call(other.url, 'GET', `/api/sessions/${id}`, { token })).json.view.turn as number;
      expect(typeof turn).toBe('number');
      turnsSeen.add(turn);
    }
    expect(hashes.length).toBeGreaterThan(6);
    // Several clicks per turn: the process changed in the middle of turns.
    expect(turnsSeen.size).toBeLessThan(hashes.length);

    // The same click at both processes at once: one applies it, the other is refused (409), never both.
    const seen = await read(a!.url, id, token);
    const both = await Promise.all([click(a!.url, id, token, seen), click(b!.url, id, token, seen)]);
    const statuses = both.map((r) => r.status).sort();
    expect(statuses, both.map((r) => r.text.slice(0, 200)).join(' | ')).toEqual([200, 409]);
    const applied = parseSse(both.find((r) => r.status === 200)!.text).at(-1)!.data as { step: number; stateHash: string };
    for (const p of [a!, b!]) {
      const now = await read(p.url, id, token);
      expect({ step: now.step, stateHash: now.stateHash }).toEqual({ step: applied.step, stateHash: applied.stateHash });
      const replay = (await call(p.url, 'GET', `/api/sessions/${id}/replay`, { token })).json as { verified: boolean };
      expect(replay.verified).toBe(true);
    }

    // The database itself: the chain rebuilds through the engine to the last hash.
    const store = new DuelStore(openPgDatabase(url));
    try {
      const row = store.session(id)!;
      const actions = store.actions(id);
      expect(actions.length).toBe(applied.step);
      const built = rebuild(defaultCards().engine, row.config, row.startHash, actions);
      expect(built.ok).toBe(true);
      expect(built.hashes.at(-1)).toBe(applied.stateHash);
      for (const h of hashes) expect(built.hashes).toContain(h);
    } finally {
      store.close();
    }
  }, 300_000);
});
