/**
 * Issue 12 item 13, over real HTTP: per-client and total quotas of sessions and stored
 * bytes, the import limits, and the expiry of abandoned unfinished sessions (at start and
 * periodically; finished and active sessions are kept). Small limits are set per server.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { call, startServer, tempDir, type TestServer } from './helpers.js';

const tmp = tempDir('duel-limits-');
afterAll(() => tmp.cleanup());

/** A client as a trusted proxy (loopback) names it. */
const as = (client: string) => ({ headers: { 'X-Forwarded-For': client } });

async function created(srv: TestServer, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const r = await call(srv.url, 'POST', '/api/sessions', { body, headers });
  expect(r.status, r.text).toBe(201);
  return r.json as { id: string; token: string; options: { id: string }[] };
}

describe('quotas', () => {
  it('holds the sessions one client may keep and the sessions of the whole service; deleting frees them', async () => {
    const srv = await startServer(join(tmp.dir, 'count.sqlite'), { trustProxy: 'loopback', quotas: { sessionsPerClient: 2, sessions: 3, bytesPerClient: 0, bytes: 0 } });
    try {
      const a1 = await created(srv, { seed: 'q-a1' }, as('10.0.0.1').headers);
      await created(srv, { seed: 'q-a2' }, as('10.0.0.1').headers);
      const third = await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'q-a3' }, ...as('10.0.0.1') });
      expect(third.status).toBe(429);
      expect(third.json.error.code).toBe('SESSION_QUOTA');
      expect(third.json.error.message).toContain('MAX_SESSIONS_PER_CLIENT = 2');
      // A fork and an import are new sessions too.
      const fork = await call(srv.url, 'POST', `/api/sessions/${a1.id}/fork`, { token: a1.token, body: { step: 0 }, ...as('10.0.0.1') });
      expect(fork.status).toBe(429);
      expect(fork.json.error.code).toBe('SESSION_QUOTA');
      const exported = await call(srv.url, 'GET', `/api/sessions/${a1.id}/export`, { token: a1.token });
      const imported = await call(srv.url, 'POST', '/api/sessions/import', { body: exported.json, ...as('10.0.0.1') });
      expect(imported.status).toBe(429);
      expect(srv.store.allIds().length).toBe(2);
      // Another client still may, until the service holds its total.
      await created(srv, { seed: 'q-b1' }, as('10.0.0.2').headers);
      const full = await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'q-c1' }, ...as('10.0.0.3') });
      expect(full.status).toBe(429);
      expect(full.json.error.code).toBe('SERVICE_FULL');
      expect(full.json.error.message).toContain('MAX_SESSIONS = 3');
      // Deleting a session frees both.
      expect((await call(srv.url, 'DELETE', `/api/sessions/${a1.id}`, { token: a1.token })).status).toBe(200);
      await created(srv, { seed: 'q-a4' }, as('10.0.0.1').headers);
    } finally {
      await srv.close();
    }
  });

  it('a saved persona counts against its owner and goes with its last session; a failed create leaves none behind', async () => {
    const srv = await startServer(join(tmp.dir, 'personas.sqlite'), { trustProxy: 'loopback', quotas: { sessionsPerClient: 0, sessions: 0, bytesPerClient: 0, bytes: 0 } });
    const personas = () => (srv.store.db.prepare('SELECT COUNT(*) AS n FROM personas').get() as { n: number }).n;
    const usage = (client: string) => srv.store.db.prepare('SELECT COALESCE(SUM(bytes), 0) AS b FROM session_usage WHERE client = ?').get(client) as { b: number };
    const big = (n: number) => ({ name: `Big ${n}`, description: 'x'.repeat(90_000), personality: 'y'.repeat(90_000) });
    try {
      // Before: create with a new large persona, delete at once, repeat; the personas table grew each time.
      for (let i = 0; i < 3; i++) {
        const s = await created(srv, { seed: `p-${i}`, persona: big(i) }, as('10.0.5.1').headers);
        expect(personas()).toBe(1);
        // The persona's own copy is counted: the session's row holds one, the personas table another.
        expect(usage('10.0.5.1').b).toBeGreaterThan(360_000);
        expect((await call(srv.url, 'DELETE', `/api/sessions/${s.id}`, { token: s.token })).status).toBe(200);
        expect(personas()).toBe(0);
      }
      // A persona shared by two sessions stays until the last one goes.
      const a = await created(srv, { seed: 'p-a', persona: big(9) }, as('10.0.5.2').headers);
      const b = await created(srv, { seed: 'p-b', persona: big(9) }, as('10.0.5.3').headers);
      await call(srv.url, 'DELETE', `/api/sessions/${a.id}`, { token: a.token });
      expect(personas()).toBe(1);
      await call(srv.url, 'DELETE', `/api/sessions/${b.id}`, { token: b.token });
      expect(personas()).toBe(0);
      // A create refused after the persona was read (its deck is bad) stores no persona.
      const refused = await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'p-bad', persona: big(7), deck: 'no such deck at all' }, ...as('10.0.5.4') });
      expect(refused.status).toBe(400);
      expect(personas()).toBe(0);
    } finally {
      await srv.close();
    }
  });

  it('counts the bytes each client stores and refuses writes over the byte quotas', async () => {
    const path = join(tmp.dir, 'bytes.sqlite');
    const open = await startServer(path, { trustProxy: 'loopback', quotas: { sessionsPerClient: 0, sessions: 0, bytesPerClient: 0, bytes: 0 } });
    let s: { id: string; token: string };
    let used = 0;
    try {
      s = await created(open, { seed: 'q-bytes' }, as('10.0.1.1').headers);
      const first = open.manager.usage.ofClient('10.0.1.1');
      expect(first.sessions).toBe(1);
      expect(first.bytes).toBeGreaterThan(1000);
      const reply = await call(open.url, 'POST', `/api/sessions/${s.id}/messages`, { token: s.token, body: { text: 'what is on the board?' } });
      expect(reply.status).toBe(200);
      used = open.manager.usage.ofClient('10.0.1.1').bytes;
      expect(used).toBeGreaterThan(first.bytes);
      expect(open.manager.usage.ofClient('10.0.1.2')).toEqual({ sessions: 0, bytes: 0 });
    } finally {
      await open.close();
    }
    // The same database under a per-client byte quota the client has reached.
    const tight = await startServer(path, { trustProxy: 'loopback', quotas: { sessionsPerClient: 0, sessions: 0, bytesPerClient: used, bytes: 0 } });
    try {
      const messages = tight.store.messages(s.id).length;
      const reply = await call(tight.url, 'POST', `/api/sessions/${s.id}/messages`, { token: s.token, body: { text: 'board' } });
      expect(reply.status).toBe(429);
      expect(reply.json.error.code).toBe('STORAGE_QUOTA');
      expect(reply.json.error.message).toContain('MAX_STORED_MB_PER_CLIENT');
      expect(tight.store.messages(s.id).length).toBe(messages);
      const another = await call(tight.url, 'POST', '/api/sessions', { body: { seed: 'q-bytes-2' }, ...as('10.0.1.1') });
      expect(another.status).toBe(429);
      expect(another.json.error.code).toBe('STORAGE_QUOTA');
      // Someone else is not held by that client's quota.
      await created(tight, { seed: 'q-bytes-3' }, as('10.0.1.2').headers);
    } finally {
      await tight.close();
    }
    // A database over its total byte limit refuses every write.
    const full = await startServer(path, { quotas: { sessionsPerClient: 0, sessions: 0, bytesPerClient: 0, bytes: 4096 } });
    try {
      const r = await call(full.url, 'POST', '/api/sessions', { body: { seed: 'q-full' } });
      expect(r.status).toBe(429);
      expect(r.json.error).toMatchObject({ code: 'SERVICE_FULL', message: expect.stringContaining('MAX_DB_MB') });
      const reply = await call(full.url, 'POST', `/api/sessions/${s.id}/messages`, { token: s.token, body: { text: 'board' } });
      expect(reply.status).toBe(429);
    } finally {
      await full.close();
    }
  });
});

describe('import limits', () => {
  it('refuses an export over the body limit or with too many actions or messages (413 naming the limit)', async () => {
    const srv = await startServer(join(tmp.dir, 'import.sqlite'), { limits: { import: 40_000 }, importCaps: { actions: 3, messages: 1000 } });
    try {
      const s = await created(srv, { seed: 'imp-1' });
      const exported = (await call(srv.url, 'GET', `/api/sessions/${s.id}/export`, { token: s.token })).json;
      const ok = await call(srv.url, 'POST', '/api/sessions/import', { body: exported });
      expect(ok.status, ok.text).toBe(201);

      const many = { ...exported, actions: Array.from({ length: 4 }, (_, i) => ({ ...exported.actions[0], step: i + 1 })) };
      const tooMany = await call(srv.url, 'POST', '/api/sessions/import', { body: many });
      expect(tooMany.status, tooMany.text).toBe(413);
      expect(tooMany.json.error.code).toBe('IMPORT_TOO_LARGE');
      expect(tooMany.json.error.message).toContain('IMPORT_MAX_ACTIONS');

      const big = await call(srv.url, 'POST', '/api/sessions/import', { body: { ...exported, padding: 'x'.repeat(50_000) } });
      expect(big.status).toBe(413);
      expect(big.json.error.code).toBe('BODY_TOO_LARGE');
      expect(big.json.error.message).toContain('40000 bytes');
    } finally {
      await srv.close();
    }
  });
});

describe('expiry of abandoned duels', () => {
  it('sweeps an idle unfinished session at start and periodically, never a finished or an active one', async () => {
    const path = join(tmp.dir, 'expiry.sqlite');
    const first = await startServer(path);
    const idle = await created(first, { seed: 'exp-idle' });
    const over = await created(first, { seed: 'exp-over' });
    const active = await created(first, { seed: 'exp-active' });
    const conceded = await call(first.url, 'POST', `/api/sessions/${over.id}/messages`, { token: over.token, body: { text: 'I concede' } });
    expect(conceded.json.finished, conceded.text).toBe(true);
    // Both last used 40 days ago.
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    first.store.db.prepare('UPDATE sessions SET updated_at = ? WHERE id IN (?, ?)').run(old, idle.id, over.id);
    await first.close();

    const srv = await startServer(path, { expiry: { idleMs: 30 * 86_400_000, intervalMs: 50 } });
    try {
      await vi.waitFor(() => expect(srv.store.session(idle.id)).toBeUndefined(), { timeout: 5000 });
      expect((await call(srv.url, 'GET', `/api/sessions/${idle.id}`, { token: idle.token })).status).toBe(404);
      expect(srv.store.actions(idle.id)).toEqual([]);
      expect((await call(srv.url, 'GET', `/api/sessions/${over.id}`, { token: over.token })).status).toBe(200);
      expect((await call(srv.url, 'GET', `/api/sessions/${active.id}`, { token: active.token })).status).toBe(200);
      // Later sweeps: the active one, once idle long enough, goes too; the finished one stays.
      srv.store.db.prepare('UPDATE sessions SET updated_at = ? WHERE id = ?').run(old, active.id);
      await vi.waitFor(() => expect(srv.store.session(active.id)).toBeUndefined(), { timeout: 5000 });
      expect((await call(srv.url, 'GET', `/api/sessions/${active.id}`, { token: active.token })).status).toBe(404);
      expect(srv.store.session(over.id)?.finished).toBe(true);
    } finally {
      await srv.close();
    }
  });
});
