/**
 * Backups of the database file: SQLite's online backup (better-sqlite3's `backup`), which
 * copies a consistent snapshot page by page while the service goes on writing, so a backup
 * never needs the service stopped. The service takes one a day beside the file
 * (`<file>.backup-YYYY-MM-DD`, the newest two kept); `npm run db:backup` takes one on demand.
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import type { Db } from './db.js';

export const BACKUPS_KEPT = 2;

/** The day's backup file of `dbPath` (UTC date). */
export function dailyBackupPath(dbPath: string, now: Date): string {
  return `${dbPath}.backup-${now.toISOString().slice(0, 10)}`;
}

/** Copies `db` into `dest` (written under a temporary name, then moved into place: a half-made backup never has the real name). */
export async function backupDatabase(db: Db, dest: string): Promise<{ pages: number }> {
  const partial = `${dest}.partial`;
  rmSync(partial, { force: true });
  const result = await db.backup(partial);
  // A plain rollback-journal file: one file to copy back, and reading it leaves no -wal beside it.
  const copy = new Database(partial);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  renameSync(partial, dest);
  return { pages: result.totalPages };
}

/** Takes today's backup if there is none yet and removes the older ones past BACKUPS_KEPT; returns the file written, if any. */
export async function takeDailyBackup(db: Db, dbPath: string, now: Date): Promise<string | null> {
  const dest = dailyBackupPath(dbPath, now);
  if (existsSync(dest)) return null;
  await backupDatabase(db, dest);
  const prefix = `${basename(dbPath)}.backup-`;
  const dated = readdirSync(dirname(dbPath))
    .filter((f) => f.startsWith(prefix) && /^\d{4}-\d{2}-\d{2}$/.test(f.slice(prefix.length)))
    .sort();
  for (const old of dated.slice(0, Math.max(0, dated.length - BACKUPS_KEPT))) rmSync(join(dirname(dbPath), old), { force: true });
  return dest;
}

/** Runs takeDailyBackup now and then every `intervalMs`; returns a stop function. Failures are reported, never thrown. */
export function scheduleDailyBackups(db: Db, dbPath: string, report: (line: Record<string, unknown>) => void, intervalMs = 3_600_000): () => void {
  let running = false;
  const run = (): void => {
    if (running) return;
    running = true;
    takeDailyBackup(db, dbPath, new Date())
      .then((file) => file && report({ msg: 'backup', file }))
      .catch((err: unknown) => report({ msg: 'backup failed', error: err instanceof Error ? err.message : String(err) }))
      .finally(() => (running = false));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
