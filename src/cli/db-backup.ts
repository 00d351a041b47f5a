/**
 * `npm run db:backup -- [OUT]`: a consistent copy of the service's database (DUEL_DB_PATH or
 * data/duels.sqlite) while it runs, into OUT (default: `<file>.backup-<date>-<time>`).
 * To restore: stop the service, remove `<file>-wal` and `<file>-shm`, copy the backup over
 * `<file>`, and start again.
 */
import { config as loadDotenv } from 'dotenv';
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { backupDatabase } from '../store/backup.js';
import { resolveDbPath } from '../store/db.js';

async function main(argv: readonly string[]): Promise<number> {
  loadDotenv({ quiet: true, override: false });
  const from = resolveDbPath(process.env.DUEL_DB_PATH);
  if (from === ':memory:' || !existsSync(from)) {
    console.error(`There is no database file at ${from} to back up.`);
    return 2;
  }
  const out = argv[0] ?? `${from}.backup-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}`;
  if (argv.length > 1) {
    console.error('Usage: npm run db:backup -- [OUT]');
    return 2;
  }
  if (existsSync(out)) {
    console.error(`${out} already exists; name a new file.`);
    return 2;
  }
  const db = new Database(from, { fileMustExist: true });
  try {
    const { pages } = await backupDatabase(db, out);
    console.log(`Backed up ${from} to ${out} (${pages} pages). To restore: stop the service, remove ${from}-wal and ${from}-shm, copy ${out} to ${from}.`);
    return 0;
  } finally {
    db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
