/**
 * Issue 12 item 16, over real HTTP: the Host allow-list (DNS rebinding), the client
 * address behind a trusted proxy (and not behind an untrusted one), saved personas usable
 * only by their owner, and the rate limit on the web page's assets. Header-only tokens and
 * the one 404 for an unknown id or a wrong token are in api.test.ts.
 */
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allowedHosts } from '../../src/server/hostGuard.js';
import { call, startServer, tempDir } from './helpers.js';

const tmp = tempDir('duel-access-');
afterAll(() => tmp.cleanup());

/** A GET with a chosen Host header (fetch does not let a caller set it). */
function getWithHost(base: string, path: string, host: string): Promise<{ status: number; json: any }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, headers: { Host: host, Accept: 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('Host allow-list', () => {
  it('answers the loopback names and the configured host, and 421 JSON for any other Host', async () => {
    const local = await startServer(join(tmp.dir, 'hosts.sqlite'));
    try {
      const port = new URL(local.url).port;
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'LOCALHOST', `[::1]:${port}`]) {
        expect((await getWithHost(local.url, '/api/health', host)).status, host).toBe(200);
      }
      for (const host of ['rebound.example', `rebound.example:${port}`, '127.0.0.1.rebound.example']) {
        const r = await getWithHost(local.url, '/api/health', host);
        expect(r.status, host).toBe(421);
        expect(r.json.error.code).toBe('HOST_NOT_ALLOWED');
      }
      // Every route, sessions included, sits behind it.
      expect((await getWithHost(local.url, '/api/sessions', 'rebound.example')).status).toBe(421);
    } finally {
      await local.close();
    }
    const named = await startServer(join(tmp.dir, 'hosts.sqlite'), { allowedHosts: allowedHosts('duel.lan', ['play.example']) });
    try {
      expect((await getWithHost(named.url, '/api/health', 'duel.lan:3000')).status).toBe(200);
      expect((await getWithHost(named.url, '/api/health', 'play.example')).status).toBe(200);
      expect((await getWithHost(named.url, '/api/health', 'other.example')).status).toBe(421);
    } finally {
      await named.close();
    }
    // A wildcard HOST adds nothing; '*' turns the check off.
    expect(allowedHosts('0.0.0.0')).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(allowedHosts('::1')).toContain('[::1]');
    expect(allowedHosts('127.0.0.1', ['*'])).toBe('*');
  });
});

describe('trusted proxy', () => {
  it('keys the rate limit on X-Forwarded-For only when the proxy is trusted', async () => {
    const rateLimit = { perSecond: 0.001, burst: 2 };
    const untrusted = await startServer(join(tmp.dir, 'proxy-off.sqlite'), { rateLimit });
    try {
      // Not trusted: each request claims another address, all count against the socket's.
      const statuses = [];
      for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) statuses.push((await call(untrusted.url, 'GET', '/api/health', { headers: { 'X-Forwarded-For': ip } })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await untrusted.close();
    }
    const trusted = await startServer(join(tmp.dir, 'proxy-on.sqlite'), { rateLimit, trustProxy: 'loopback' });
    try {
      const statuses = [];
      for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) statuses.push((await call(trusted.url, 'GET', '/api/health', { headers: { 'X-Forwarded-For': ip } })).status);
      expect(statuses).toEqual([200, 200, 200]);
      // One client behind the proxy is still limited.
      const same = [];
      for (let i = 0; i < 3; i++) same.push((await call(trusted.url, 'GET', '/api/health', { headers: { 'X-Forwarded-For': '10.1.0.9' } })).status);
      expect(same).toEqual([200, 200, 429]);
      // The proxy's own address is what counts when the client adds a hop of its own: the proxy appends the real one.
      const spoof = await call(trusted.url, 'GET', '/api/health', { headers: { 'X-Forwarded-For': '10.1.0.7, 10.1.0.9' } });
      expect(spoof.status).toBe(429);
    } finally {
      await trusted.close();
    }
  });
});

describe('saved personas', () => {
  it('are usable only with the token of a session made with them; a stranger gets what an unknown id gets', async () => {
    const srv = await startServer(join(tmp.dir, 'personas.sqlite'));
    try {
      const card = { name: 'Sable', description: 'A private character.', personality: 'quiet', first_mes: 'Hi, {{user}}.' };
      const owner = await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'p-1', persona: card } });
      expect(owner.status).toBe(201);
      const personaId = owner.json.persona.id as string;
      expect(personaId).toMatch(/^p_/);
      const stranger = await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'p-2' } });
      const unknown = await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'p-3', persona: 'p_00000000000000000000' } });
      for (const attempt of [
        await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'p-4', persona: personaId } }),
        await call(srv.url, 'POST', '/api/sessions', { token: stranger.json.token, body: { seed: 'p-5', persona: personaId } }),
      ]) {
        expect(attempt.status).toBe(unknown.status);
        expect(attempt.json.error.code).toBe('UNKNOWN_PERSONA');
        expect(attempt.json.error.message.replace(personaId, 'ID')).toBe(unknown.json.error.message.replace('p_00000000000000000000', 'ID'));
      }
      expect(srv.store.allIds().length).toBe(2);
      // The owner, and a session made with it, may use it again.
      const again = await call(srv.url, 'POST', '/api/sessions', { token: owner.json.token, body: { seed: 'p-6', persona: personaId } });
      expect(again.status).toBe(201);
      expect(again.json.persona).toEqual({ id: personaId, name: 'Sable' });
      const third = await call(srv.url, 'POST', '/api/sessions', { token: again.json.token, body: { seed: 'p-7', persona: personaId } });
      expect(third.status).toBe(201);
    } finally {
      await srv.close();
    }
  });
});

describe('the web page', () => {
  it('is rate limited per client like the API, with a looser limit of its own', async () => {
    const srv = await startServer(join(tmp.dir, 'web.sqlite'), { web: {}, webRateLimit: { perSecond: 0.001, burst: 3 }, rateLimit: { perSecond: 0.001, burst: 5 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await call(srv.url, 'GET', '/assets/styles.css')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await call(srv.url, 'GET', '/');
      expect(limited.status).toBe(429);
      expect(limited.json.error.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // The API's bucket is its own.
      expect((await call(srv.url, 'GET', '/api/health')).status).toBe(200);
    } finally {
      await srv.close();
    }
  });
});
