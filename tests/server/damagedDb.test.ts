/**
 * A damaged database file: a truncated file and a file with damaged pages are caught at
 * start by quick_check with a clear message and a way out (no SqliteError stack), the
 * salvage command copies what can be read into a new file, and a session whose rows
 * cannot be read answers 503 unavailable over HTTP, not 500.
 */
import { closeSync, openSync, statSync, truncateSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDatabaseFile, salvageDatabase } from '../../src/store/integrity.js';
import { call, startServer, tempDir, startServiceExpectingRefusal } from './helpers.js';

let dir: ReturnType<typeof tempDir>;
let healthy: string;
const sessions: { id: string; token: string }[] = [];

/** A copy of the healthy file under a new name. */
function copyOf(name: string): string {
  const path = join(dir.dir, name);
  const db = new Database(healthy, { readonly: true });
  db.prepare('VACUUM INTO ?').run(path);
  db.close();
  return path;
}

/** Overwrites one leaf page in the middle of `table` with garbage; returns its page number. */
function damageLeafPage(path: string, table: string): number {
  const db = new Database(path, { readonly: true });
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  const leaves = (db.prepare("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno").all(table) as { pageno: number }[]).map((r) => r.pageno);
  db.close();
  expect(leaves.length).toBeGreaterThanOrEqual(3);
  const page = leaves[Math.floor(leaves.length / 2)]!;
  const fd = openSync(path, 'r+');
  writeSync(fd, Buffer.alloc(pageSize, 0xab), 0, pageSize, (page - 1) * pageSize);
  closeSync(fd);
  return page;
}

beforeAll(async () => {
  dir = tempDir('duel-damaged-');
  healthy = join(dir.dir, 'healthy.sqlite');
  const server = await startServer(healthy);
  for (let i = 0; i < 12; i++) {
    const r = await call(server.url, 'POST', '/api/sessions', { body: { seed: `damaged-${i}`, first: 'bot' } });
    expect(r.status).toBe(201);
    sessions.push({ id: r.json.id, token: r.json.token });
    for (const text of ['end turn', 'end turn']) await call(server.url, 'POST', `/api/sessions/${r.json.id}/messages`, { token: r.json.token, body: { text } });
  }
  await server.close();
}, 120_000);

afterAll(() => dir.cleanup());

describe('a damaged database', () => {
  it('a truncated file: quick_check fails, and the service refuses to start with the way out, not a stack', () => {
    const path = copyOf('truncated.sqlite');
    truncateSync(path, Math.floor(statSync(path).size / 2));
    const check = checkDatabaseFile(path);
    expect(check.ok).toBe(false);
    const run = startServiceExpectingRefusal(path);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain(`The database file ${path} is damaged`);
    expect(run.stderr).toContain(`npm run db:salvage -- ${path} ${path}.salvaged`);
    expect(run.stderr).toMatch(/Restore .* from a backup/);
    expect(run.stderr).not.toMatch(/SqliteError|\n\s+at /);
    expect(run.stdout).not.toContain('"listening"');
    expect(checkDatabaseFile(healthy)).toEqual({ ok: true });
  }, 180_000);

  it('damaged pages: caught at start; salvage copies the rest into a file that passes quick_check', () => {
    const path = copyOf('pages.sqlite');
    damageLeafPage(path, 'events');
    const check = checkDatabaseFile(path);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem.length).toBeGreaterThan(0);

    const out = join(dir.dir, 'salvaged.sqlite');
    const report = salvageDatabase(path, out);
    expect(report.unreadable).toBeNull();
    const byName = Object.fromEntries(report.tables.map((t) => [t.name, t]));
    expect(byName.sessions).toMatchObject({ copied: sessions.length, lost: 0 });
    expect(byName.events!.lost).toBeGreaterThanOrEqual(1);
    expect(report.damagedSessions.length).toBeGreaterThanOrEqual(1);
    expect(report.damagedSessions.length).toBeLessThan(sessions.length);
    expect(checkDatabaseFile(out)).toEqual({ ok: true });
    const db = new Database(out, { readonly: true });
    const count = (file: string, sql: string): number => {
      const d = new Database(file, { readonly: true });
      try {
        return (d.prepare(sql).get() as { n: number }).n;
      } finally {
        d.close();
      }
    };
    db.close();
    // Every undamaged session keeps its events (a damaged one keeps those read before the damage); only the damaged page's rows are gone.
    expect(count(out, 'SELECT COUNT(DISTINCT session_id) AS n FROM events')).toBeGreaterThanOrEqual(sessions.length - report.damagedSessions.length);
    const eventsKept = count(out, 'SELECT COUNT(*) AS n FROM events');
    expect(eventsKept).toBeLessThan(count(healthy, 'SELECT COUNT(*) AS n FROM events'));
    expect(eventsKept).toBeGreaterThan(0);
    expect(count(out, 'SELECT COUNT(*) AS n FROM actions')).toBe(count(healthy, 'SELECT COUNT(*) AS n FROM actions'));
    expect(() => salvageDatabase(path, out)).toThrow(/already exists/);
  });

  it('a session whose rows cannot be read answers 503 unavailable; the others still work', async () => {
    const path = copyOf('served.sqlite');
    damageLeafPage(path, 'events');
    const server = await startServer(path);
    try {
      const statuses: number[] = [];
      for (const s of sessions) {
        const r = await call(server.url, 'GET', `/api/sessions/${s.id}/replay`, { token: s.token });
        statuses.push(r.status);
        if (r.status !== 200) {
          expect(r.status).toBe(503);
          expect(r.json.error.code).toBe('SESSION_UNAVAILABLE');
          expect(r.json.error.message).toMatch(/cannot be read/);
        }
      }
      expect(statuses).toContain(503);
      expect(statuses).toContain(200);
      expect(statuses).not.toContain(500);
      expect(server.errors).toEqual([]);
    } finally {
      await server.close();
    }
  }, 180_000);
});
