/**
 * The store's behaviours on both databases: the SQLite file (the default) and PostgreSQL
 * (DATABASE_URL), the latter on a real server this run starts (postgres.ts). A duel is
 * played over HTTP on each, every stored hash checked; a stale reply and a failed
 * transaction leave nothing; a saved persona is counted and goes with its last session.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/store/db.js';
import { openPgDatabase } from '../../src/store/pgDb.js';
import { DuelStore, StoreConflictError } from '../../src/store/store.js';
import { call, parseSse, startServerOn, tempDir } from '../server/helpers.js';
import { postgresForTests } from './postgres.js';

const tmp = tempDir('duel-stores-');
const { server: pg, skip: pgSkip } = await postgresForTests();

/** Each database the store runs on: SQLite, and PostgreSQL unless it is not installed here. */
const BACKENDS: { name: string; skip: string | null; open(name: string): Promise<DuelStore> }[] = [
  { name: 'SQLite', skip: null, open: async (name) => new DuelStore(openDatabase(join(tmp.dir, `${name}.sqlite`))) },
  { name: 'PostgreSQL', skip: pgSkip, open: async (name) => new DuelStore(openPgDatabase(await pg!.newDatabase(name))) },
];

afterAll(() => {
  pg?.stop();
  tmp.cleanup();
});

const count = (store: DuelStore, sql: string, ...params: unknown[]): number => (store.db.prepare(sql).get(...params) as { n: number }).n;

describe.each(BACKENDS)('the store on $name', (backend) => {
  it.skipIf(backend.skip !== null)('plays a duel over HTTP: create, message, option clicks, read, replay with every hash, fork, export and import, delete', async () => {
    const store = await backend.open('duel_http');
    const srv = await startServerOn(store);
    try {
      const created = await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'stores-1' } });
      expect(created.status).toBe(201);
      const { id, token } = created.json as { id: string; token: string };
      const said = await call(srv.url, 'POST', `/api/sessions/${id}/messages`, { token, body: { text: 'board' }, accept: 'text/event-stream' });
      expect(parseSse(said.text).at(-1)!.event).toBe('done');
      let last = '';
      for (let i = 0; i < 6; i++) {
        const cur = (await call(srv.url, 'GET', `/api/sessions/${id}`, { token })).json as { options: { id: string }[]; decision: string; finished: boolean };
        if (cur.finished || cur.options.length === 0) break;
        const clicked = await call(srv.url, 'POST', `/api/sessions/${id}/actions`, { token, body: { optionId: cur.options[0]!.id, decision: cur.decision }, accept: 'text/event-stream' });
        const done = parseSse(clicked.text).at(-1)!;
        expect(done.event).toBe('done');
        last = done.data.stateHash;
      }
      const row = store.session(id)!;
      expect(row.stateHash).toBe(last);
      expect(store.actions(id).length).toBe(row.actionCount);
      expect(store.events(id).length).toBe(row.actionCount + 1);
      const replay = (await call(srv.url, 'GET', `/api/sessions/${id}/replay`, { token })).json as { verified: boolean; steps: unknown[] };
      expect(replay.verified).toBe(true);
      expect(replay.steps.length).toBe(row.actionCount + 1);
      const fork = await call(srv.url, 'POST', `/api/sessions/${id}/fork`, { token, body: { step: 1 } });
      expect(fork.status).toBe(201);
      const exported = await call(srv.url, 'GET', `/api/sessions/${id}/export`, { token });
      expect(exported.status).toBe(200);
      const imported = await call(srv.url, 'POST', '/api/sessions/import', { raw: exported.text, headers: { 'Content-Type': 'application/json' } });
      expect(imported.status).toBe(201);
      const listed = await call(srv.url, 'GET', '/api/sessions', { headers: { Authorization: `Bearer ${token},${imported.json.token}` } });
      expect((listed.json.sessions as unknown[]).length).toBe(2);
      expect((await call(srv.url, 'DELETE', `/api/sessions/${id}`, { token })).status).toBe(200);
      expect(store.session(id)).toBeUndefined();
      expect(count(store, 'SELECT COUNT(*) AS n FROM actions WHERE session_id = ?', id)).toBe(0);
    } finally {
      await srv.close();
      store.close();
    }
  });

  it.skipIf(backend.skip !== null)('refuses a reply that started from a stale copy, and a failed transaction leaves nothing', async () => {
    const store = await backend.open('duel_conflict');
    const srv = await startServerOn(store);
    try {
      const { id } = (await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'stores-2' } })).json as { id: string };
      const standing = store.standing(id)!;
      expect(standing.actions).toBe(store.session(id)!.actionCount);
      const turn = { steps: [], messages: [{ role: 'user' as const, kind: 'banter' as const, text: 'late', shared: null, actions: 0 }], modelCalls: [], opened: true, pendingChoices: [], result: null, engineVersion: store.session(id)!.engineVersion };
      expect(() => store.appendTurn(id, { ...standing, messages: standing.messages - 1 }, turn)).toThrow(StoreConflictError);
      expect(store.standing(id)).toEqual(standing);
      expect(() =>
        store.db.transaction(() => {
          store.appendTurn(id, standing, turn);
          throw new Error('fails after the write');
        })(),
      ).toThrow('fails after the write');
      expect(store.standing(id)).toEqual(standing);
      store.appendTurn(id, standing, turn);
      expect(store.standing(id)).toEqual({ ...standing, messages: standing.messages + 1 });
      expect(store.messages(id).at(-1)!.text).toBe('late');
    } finally {
      await srv.close();
      store.close();
    }
  });

  it.skipIf(backend.skip !== null)('counts a saved persona against its owner and deletes it with its last session', async () => {
    const store = await backend.open('duel_persona');
    const srv = await startServerOn(store, { trustProxy: 'loopback' });
    const persona = { name: 'Stored Twice', description: 'd'.repeat(50_000), personality: 'p'.repeat(50_000) };
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    try {
      const a = (await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'sp-a', persona }, headers: from('10.9.0.1') })).json as { id: string; token: string };
      const b = (await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'sp-b', persona }, headers: from('10.9.0.2') })).json as { id: string; token: string };
      expect(count(store, 'SELECT COUNT(*) AS n FROM personas')).toBe(1);
      // The session's row and the personas table each hold a copy: both count.
      expect(srv.manager.usage.ofClient('10.9.0.1').bytes).toBeGreaterThan(200_000);
      await call(srv.url, 'DELETE', `/api/sessions/${a.id}`, { token: a.token });
      expect(count(store, 'SELECT COUNT(*) AS n FROM personas')).toBe(1);
      await call(srv.url, 'DELETE', `/api/sessions/${b.id}`, { token: b.token });
      expect(count(store, 'SELECT COUNT(*) AS n FROM personas')).toBe(0);
      expect(srv.manager.usage.ofClient('10.9.0.1')).toEqual({ sessions: 0, bytes: 0 });
      expect(srv.manager.usage.totals().bytes).toBeGreaterThan(0);
    } finally {
      await srv.close();
      store.close();
    }
  });
});

describe('PostgreSQL out of reach', () => {
  it.skipIf(pgSkip !== null)('answers 503 DATABASE_UNAVAILABLE, never a 500, and JSON', async () => {
    const store = new DuelStore(openPgDatabase(await pg!.newDatabase('duel_gone')));
    const srv = await startServerOn(store);
    try {
      const { id, token } = (await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'gone' } })).json as { id: string; token: string };
      // The connection goes (as when the database server stops).
      store.db.close();
      for (const [method, path] of [['GET', `/api/sessions/${id}`], ['POST', '/api/sessions'], ['GET', '/api/sessions']] as const) {
        const r = await call(srv.url, method, path, { token, ...(method === 'POST' ? { body: { seed: 'x' } } : {}) });
        expect(r.status, `${method} ${path}: ${r.text}`).toBe(503);
        expect(r.json.error.code).toBe('DATABASE_UNAVAILABLE');
      }
    } finally {
      await srv.close();
    }
  });

  it.skipIf(pgSkip !== null)('connects again after a lost connection: the statement that was cut fails, the requests after it play on, and a transaction cut in the middle leaves nothing', async () => {
    const store = new DuelStore(openPgDatabase(await pg!.newDatabase('duel_reconnect')));
    const srv = await startServerOn(store);
    try {
      const { id, token } = (await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'reconnect' } })).json as { id: string; token: string };
      const kill = (): void => {
        // The server ends this process's connection, as a restart of PostgreSQL or a dropped network would.
        expect(() => store.db.prepare('SELECT pg_terminate_backend(pg_backend_pid())').get()).toThrow();
      };
      kill();
      const first = await call(srv.url, 'GET', `/api/sessions/${id}`, { token });
      expect(first.status, first.text).toBe(200);
      const moved = await call(srv.url, 'POST', `/api/sessions/${id}/actions`, { token, body: { optionId: 'end-turn' } });
      expect(moved.status, moved.text).toBeLessThan(300);
      // A transaction whose connection is lost in the middle: nothing of it is saved, and the store goes on.
      store.db.exec('CREATE TABLE probe (n INTEGER)');
      const write = store.db.transaction(() => {
        store.db.prepare('INSERT INTO probe (n) VALUES (?)').run(1);
        kill();
        store.db.prepare('INSERT INTO probe (n) VALUES (?)').run(2);
      });
      expect(() => write()).toThrow();
      expect(count(store, 'SELECT COUNT(*) AS n FROM probe')).toBe(0);
      store.db.transaction(() => store.db.prepare('INSERT INTO probe (n) VALUES (?)').run(3))();
      expect(count(store, 'SELECT COUNT(*) AS n FROM probe WHERE n = 3')).toBe(1);
      const after = await call(srv.url, 'GET', `/api/sessions/${id}`, { token });
      expect(after.status, after.text).toBe(200);
      expect((after.json as { view: { turn: number } }).view.turn).toBeGreaterThan(1);
    } finally {
      await srv.close();
    }
  });
});
