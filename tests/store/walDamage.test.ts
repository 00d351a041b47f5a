/**
 * Storage damage the start used to miss: a WAL damaged in the middle (SQLite silently drops
 * every committed transaction after the bad frame), a 0-byte database file (it started as an
 * empty service), and a row whose text no longer parses (a 500). Each is caught with the
 * same clear stop, or a 503, as a damaged main file; the daily backup restores.
 */
import { copyFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { takeDailyBackup } from '../../src/store/backup.js';
import { openDatabase } from '../../src/store/db.js';
import { checkDatabaseFile } from '../../src/store/integrity.js';
import { checkWal } from '../../src/store/walCheck.js';
import { call, startServer, tempDir, startServiceExpectingRefusal } from '../server/helpers.js';

const tmp = tempDir('duel-wal-');

afterAll(() => tmp.cleanup());

/** A database with `n` committed transactions left in its WAL (no checkpoint), copied while open as a killed process leaves it. */
function walLeftBehind(name: string, n: number): string {
  const live = join(tmp.dir, `${name}-live.sqlite`);
  const db = openDatabase(live);
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  db.pragma('wal_checkpoint(TRUNCATE)');
  for (let i = 0; i < n; i++) db.prepare('INSERT INTO notes (body) VALUES (?)').run(`note ${i} ${'x'.repeat(3000)}`);
  const path = join(tmp.dir, `${name}.sqlite`);
  copyFileSync(live, path);
  copyFileSync(`${live}-wal`, `${path}-wal`);
  db.close();
  return path;
}

describe('storage damage is caught at start', () => {
  it('a WAL damaged in its middle stops the start; an intact one and a torn last transaction do not', () => {
    const intact = walLeftBehind('intact', 12);
    const wal = readFileSync(`${intact}-wal`);
    expect(checkWal(wal)).toEqual({ ok: true });
    expect(checkDatabaseFile(intact)).toEqual({ ok: true });

    // One byte changed in the page of a frame near the start: every later commit would be dropped.
    const damaged = Buffer.from(wal);
    const pageSize = damaged.readUInt32BE(8);
    damaged.writeUInt8(damaged.readUInt8(32 + 24 + 3 * (24 + pageSize) + 100) ^ 0xff, 32 + 24 + 3 * (24 + pageSize) + 100);
    const verdict = checkWal(damaged);
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.problem).toMatch(/damaged at frame 4: \d+ committed transaction/);
    // SQLite itself would open it without a word and lose the rows: what the check guards against.
    const path = join(tmp.dir, 'damaged.sqlite');
    copyFileSync(intact, path);
    writeFileSync(`${path}-wal`, damaged);
    expect(checkDatabaseFile(path).ok).toBe(false);
    const run = startServiceExpectingRefusal(path);
    expect(run.status).toBe(3);
    expect(run.stderr).toMatch(/is damaged[\s\S]*WAL file is damaged at frame 4[\s\S]*npm run db:salvage/);
    expect(run.stdout).not.toContain('"listening"');
    const quiet = new Database(path, { readonly: true });
    expect((quiet.prepare('SELECT COUNT(*) AS n FROM notes').get() as { n: number }).n).toBeLessThan(12);
    quiet.close();

    // The last transaction cut short (its frames never finished): nothing acknowledged is lost.
    const frames = (wal.length - 32) / (24 + pageSize);
    expect(checkWal(wal.subarray(0, 32 + (frames - 1) * (24 + pageSize) + 10))).toEqual({ ok: true });
    const torn = Buffer.from(wal);
    torn.writeUInt8(torn.readUInt8(torn.length - 50) ^ 0xff, torn.length - 50);
    expect(checkWal(torn)).toEqual({ ok: true });
  }, 90_000);

  it('a 0-byte database file stops the start with what to do, instead of an empty service', () => {
    const path = join(tmp.dir, 'empty.sqlite');
    writeFileSync(path, '');
    const check = checkDatabaseFile(path);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problem).toMatch(/empty \(0 bytes\).*delete the empty file/);
    const run = startServiceExpectingRefusal(path);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain('the file is empty (0 bytes)');
    expect(run.stderr).not.toMatch(/SqliteError|\n\s+at /);
    expect(checkDatabaseFile(join(tmp.dir, 'not-there.sqlite'))).toEqual({ ok: true });
  }, 90_000);

  it('a row whose text no longer parses answers 503, not 500; the daily backup holds the good copy', async () => {
    const path = join(tmp.dir, 'rows.sqlite');
    const server = await startServer(path);
    try {
      const a = (await call(server.url, 'POST', '/api/sessions', { body: { seed: 'row-a' } })).json as { id: string; token: string };
      const b = (await call(server.url, 'POST', '/api/sessions', { body: { seed: 'row-b' } })).json as { id: string; token: string };
      const backup = await takeDailyBackup(server.store.db, path, new Date('2026-11-28T10:00:00Z'));
      expect(backup).toBe(`${path}.backup-2026-11-28`);
      expect(await takeDailyBackup(server.store.db, path, new Date('2026-11-28T18:00:00Z'))).toBeNull();
      server.store.db.prepare('UPDATE sessions SET config_json = ? WHERE id = ?').run('{"format": "classic", "se', a.id);
      // A fresh server on the same file: the session is read from its row on first use.
      await server.close();
      const again = await startServer(path);
      try {
        const broken = await call(again.url, 'GET', `/api/sessions/${a.id}`, { token: a.token });
        expect(broken.status).toBe(503);
        expect(broken.json.error.code).toBe('SESSION_UNAVAILABLE');
        expect((await call(again.url, 'GET', `/api/sessions/${b.id}`, { token: b.token })).status).toBe(200);
        expect(again.errors).toEqual([]);
      } finally {
        await again.close();
      }
      const restored = new Database(backup!, { readonly: true });
      expect(JSON.parse((restored.prepare('SELECT config_json FROM sessions WHERE id = ?').get(a.id) as { config_json: string }).config_json).format).toBe('classic');
      restored.close();
      // Two days later: the newest two backups are kept.
      const db = openDatabase(path);
      await takeDailyBackup(db, path, new Date('2026-11-29T10:00:00Z'));
      await takeDailyBackup(db, path, new Date('2026-11-30T10:00:00Z'));
      db.close();
      expect(readdirSync(tmp.dir).filter((f) => f.startsWith('rows.sqlite.backup-')).sort()).toEqual(['rows.sqlite.backup-2026-11-29', 'rows.sqlite.backup-2026-11-30']);
      expect(existsSync(`${path}.backup-2026-11-28`)).toBe(false);
    } finally {
      await server.close().catch(() => {});
    }
  });
});
