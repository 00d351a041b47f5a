/**
 * Live sessions in worker threads (SESSION_WORKERS): over real HTTP, a long bot turn on
 * one worker does not hold a health check or another duel's board (measured by the order
 * the answers arrive in, not by time); a worker that dies loses only its reply in flight,
 * and its sessions are rebuilt from the store on their next request; a restart rebuilds
 * each session in a worker, every stored hash checked.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, parseSse, startServer, tempDir, type TestServer } from './helpers.js';

const tmp = tempDir('duel-pool-');
const open: TestServer[] = [];
afterAll(async () => {
  for (const s of open) await s.close();
  tmp.cleanup();
});

// A strong bot that searches long before each move: a bot turn of several seconds.
const SLOW_SEARCH = { worlds: 400, horizonTurns: 6, budgetMs: 2500, maxCandidates: 10 };

async function start(file: string): Promise<TestServer> {
  const srv = await startServer(join(tmp.dir, file), { workers: { size: 2, modelConfig: null }, search: SLOW_SEARCH });
  open.push(srv);
  return srv;
}

type Created = { id: string; token: string; stateHash: string; options: { id: string; command: string; label: string }[] };

async function create(srv: TestServer, body: Record<string, unknown>): Promise<Created> {
  const r = await call(srv.url, 'POST', '/api/sessions', { body });
  expect(r.status, r.text).toBe(201);
  return r.json as Created;
}

describe('sessions in a pool of worker threads', () => {
  it('answers a health check and another duel’s board while a long bot turn runs in a worker', async () => {
    const srv = await start('slow.sqlite');
    const fast = await create(srv, { seed: 'pool-fast' });
    const slow = await create(srv, { seed: 'pool-slow', level: 'strong' });
    const pool = srv.manager.pooled!.pool;
    expect(pool.workerIndexOf(fast.id)).not.toBe(pool.workerIndexOf(slow.id));
    // Ending the turn hands it to the strong bot, which searches before each of its moves.
    const end = slow.options.find((o) => /end/i.test(o.command) || /end/i.test(o.label)) ?? slow.options[slow.options.length - 1]!;
    const order: string[] = [];
    const res = await fetch(`${srv.url}/api/sessions/${slow.id}/actions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${slow.token}`, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ optionId: end.id }),
    });
    expect(res.status).toBe(200);
    const reply = res.text().then((text) => {
      order.push('slow reply done');
      return parseSse(text);
    });
    const health = call(srv.url, 'GET', '/api/health').then((r) => (order.push('health'), r));
    const board = call(srv.url, 'GET', `/api/sessions/${fast.id}`, { token: fast.token }).then((r) => (order.push('other board'), r));
    const [h, b, events] = await Promise.all([health, board, reply]);
    expect(h.status).toBe(200);
    expect(h.json.workers).toMatchObject({ size: 2, restarts: 0 });
    expect(b.status).toBe(200);
    expect(b.json.stateHash).toBe(fast.stateHash);
    expect(order.indexOf('slow reply done')).toBe(2);
    // The slow reply did play the bot's turn and was committed before its done.
    const done = events[events.length - 1]!;
    expect(done.event).toBe('done');
    expect(srv.store.actions(slow.id).length).toBe(done.data.step);
    expect(srv.store.actions(slow.id).length).toBeGreaterThan(1);
  });

  it('rebuilds the sessions of a worker that died on their next request, and after a restart', async () => {
    const file = 'crash.sqlite';
    const srv = await start(file);
    const s = await create(srv, { seed: 'pool-crash' });
    const first = await call(srv.url, 'POST', `/api/sessions/${s.id}/actions`, { token: s.token, body: { optionId: s.options[0]!.id } });
    expect(first.status, first.text).toBe(200);
    const pool = srv.manager.pooled!.pool;
    await pool.kill(pool.workerIndexOf(s.id)!);
    expect(pool.restarts).toBe(1);
    expect(pool.workerIndexOf(s.id)).toBeNull();
    // The next read and click rebuild it from the store (every hash checked) in a worker.
    const read = await call(srv.url, 'GET', `/api/sessions/${s.id}`, { token: s.token });
    expect(read.status, read.text).toBe(200);
    expect(read.json.stateHash).toBe(first.json.stateHash);
    const second = await call(srv.url, 'POST', `/api/sessions/${s.id}/actions`, { token: s.token, body: { optionId: read.json.options[0].id } });
    expect(second.status, second.text).toBe(200);
    const hashes = srv.store.actions(s.id).map((a) => a.stateHash);
    expect(hashes[hashes.length - 1]).toBe(second.json.stateHash);
    await srv.close();
    open.splice(open.indexOf(srv), 1);

    const again = await start(file);
    const reread = await call(again.url, 'GET', `/api/sessions/${s.id}`, { token: s.token });
    expect(reread.status, reread.text).toBe(200);
    expect(reread.json).toMatchObject({ stateHash: second.json.stateHash, step: second.json.step, verified: true });
    expect(again.manager.pooled!.pool.workerIndexOf(s.id)).not.toBeNull();
  });
});
