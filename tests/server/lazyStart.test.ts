/**
 * Issue 12 item 14, over real HTTP: the service listens without rebuilding any saved
 * session; a session stored before the start is rebuilt, every stored hash checked, when it
 * is first used; one whose stored hashes do not replay answers its clear error then, and
 * nothing is reported against it before.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, startServer, tempDir } from './helpers.js';

const tmp = tempDir('duel-lazy-');
afterAll(() => tmp.cleanup());

describe('sessions are rebuilt on first use, not at start', () => {
  it('answers a stored session correctly on first use, and a broken one with SESSION_BROKEN then, not at start', async () => {
    const path = join(tmp.dir, 'lazy.sqlite');
    const before = await startServer(path);
    const made = [];
    for (const seed of ['lazy-good', 'lazy-broken']) {
      const s = (await call(before.url, 'POST', '/api/sessions', { body: { seed } })).json;
      const played = await call(before.url, 'POST', `/api/sessions/${s.id}/actions`, { token: s.token, body: { optionId: s.options[0].id } });
      expect(played.status, played.text).toBe(200);
      made.push({ id: s.id as string, token: s.token as string, stateHash: played.json.stateHash as string, step: played.json.step as number });
    }
    const [good, broken] = made as [(typeof made)[0], (typeof made)[0]];
    // Damage the second: its first stored hash no longer matches what the engine computes.
    before.store.db.prepare("UPDATE actions SET state_hash = '0123456789abcdef' WHERE session_id = ? AND step = 1").run(broken.id);
    await before.close();

    const srv = await startServer(path);
    try {
      // Listening, nothing rebuilt, nothing reported broken yet.
      expect(srv.manager.cached).toBe(0);
      const health = await call(srv.url, 'GET', '/api/health');
      expect(health.json.sessions).toEqual({ inMemory: 0, broken: 0 });

      const first = await call(srv.url, 'GET', `/api/sessions/${good.id}`, { token: good.token });
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ step: good.step, stateHash: good.stateHash, finished: false });
      expect(srv.manager.cached).toBe(1);
      // It plays on from where it was.
      const next = await call(srv.url, 'POST', `/api/sessions/${good.id}/actions`, { token: good.token, body: { optionId: first.json.options[0].id } });
      expect(next.status, next.text).toBe(200);

      const bad = await call(srv.url, 'GET', `/api/sessions/${broken.id}`, { token: broken.token });
      expect(bad.status).toBe(409);
      expect(bad.json.error.code).toBe('SESSION_BROKEN');
      expect(bad.json.error.message).toContain('does not rebuild from its saved actions');
      expect((await call(srv.url, 'GET', '/api/health')).json.sessions.broken).toBe(1);
      // Still refused, without another rebuild.
      expect((await call(srv.url, 'POST', `/api/sessions/${broken.id}/messages`, { token: broken.token, body: { text: 'board' } })).json.error.code).toBe('SESSION_BROKEN');
      // A wrong token learns nothing about it.
      expect((await call(srv.url, 'GET', `/api/sessions/${broken.id}`, { token: good.token })).status).toBe(404);
    } finally {
      await srv.close();
    }
  });
});
