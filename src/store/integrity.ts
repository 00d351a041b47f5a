/**
 * A damaged database file: noticed at start (SQLite's quick_check), explained with a way
 * out instead of a raw SqliteError stack, and salvaged into a new file row by row.
 *
 * quick_check reads every page and checks the b-trees (not that indexes match their
 * tables, which `integrity_check` would add at many times the cost), so a truncated file
 * or damaged pages stop the start before any session is served from them.
 */
import { existsSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { openDatabase } from './db.js';
import { checkWalFile } from './walCheck.js';

export type DatabaseCheck = { ok: true } | { ok: false; problem: string };

/** SQLite result codes that mean the file itself cannot be read as a database. */
const DAMAGE_CODES = /^SQLITE_(CORRUPT|NOTADB|IOERR)/;

/**
 * A row SQLite reads back fine whose text no longer parses (bytes changed inside a page that
 * still checks out): the same for a client as a damaged page, a 503 and not a 500.
 */
export class UnreadableRowError extends Error {
  readonly code = 'STORED_ROW_UNREADABLE';
  constructor(what: string, cause: unknown) {
    super(`${what} cannot be read back: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UnreadableRowError';
  }
}

/** JSON text of a stored row, parsed; a row that does not parse is an UnreadableRowError. */
export function parseStoredJson<T>(text: string, what: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (err) {
    throw new UnreadableRowError(what, err);
  }
}

/** Whether `err` is SQLite saying the file is damaged (not a busy lock or a constraint), or a row that does not parse. */
export function isDatabaseDamage(err: unknown): boolean {
  if (err instanceof UnreadableRowError) return true;
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && DAMAGE_CODES.test(code);
}

/**
 * Checks the file at `path` before the service opens it: its write-ahead log (walCheck.ts),
 * then quick_check (read-only). A missing file is fine (it is created); an empty one is not:
 * SQLite would take it for a new database, and the service would start empty without a word
 * where a file was lost or cut to nothing.
 */
export function checkDatabaseFile(path: string): DatabaseCheck {
  if (path === ':memory:' || !existsSync(path)) return { ok: true };
  if (statSync(path).size === 0) {
    return { ok: false, problem: `the file is empty (0 bytes): it holds no database. If this is meant to be a new service, delete the empty file and start again.` };
  }
  const wal = checkWalFile(path);
  if (!wal.ok) return wal;
  let db: Database.Database | undefined;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
    const rows = db.pragma('quick_check(20)') as { quick_check: string }[];
    const problems = rows.map((r) => r.quick_check).filter((m) => m !== 'ok');
    return problems.length === 0 ? { ok: true } : { ok: false, problem: problems.join('; ') };
  } catch (err) {
    return { ok: false, problem: err instanceof Error ? err.message : String(err) };
  } finally {
    db?.close();
  }
}

/** What the service prints when it refuses to start on a damaged file. */
export function damagedDatabaseMessage(path: string, problem: string): string {
  return [
    `The database file ${path} is damaged, so the service will not start on it.`,
    `SQLite says: ${problem}`,
    'Ways out:',
    `  1. Restore ${path} from a backup (the service keeps a daily one beside it, ${path}.backup-<date>; or one made with npm run db:backup):`,
    `     stop the service, remove ${path}-wal and ${path}-shm if they are there, and copy the backup to ${path}.`,
    `  2. Or copy what can still be read into a new file and start on that:`,
    `       npm run db:salvage -- ${path} ${path}.salvaged`,
    `     then set DUEL_DB_PATH to the new file (or move it into place). Sessions whose rows were lost`,
    '     are reported as unavailable; the damaged file is left untouched.',
  ].join('\n');
}

export interface SalvageReport {
  /** Rows copied per table; `lost`: damaged stretches skipped (rowid tables) or sessions whose rows could not all be read. */
  tables: { name: string; copied: number; lost: number }[];
  /** Sessions with rows that could not be read: they will show as broken or unavailable. */
  damagedSessions: string[];
  /** The schema could not be read at all: nothing was copied. */
  unreadable: string | null;
}

const ROWID_JUMP_LIMIT = 1 << 20;

type Conn = Database.Database;
const quote = (s: string): string => `"${s.replace(/"/g, '""')}"`;
const columnsOf = (db: Conn, table: string): string[] => (db.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[]).map((c) => c.name);

/**
 * Copies every row SQLite can still read from `from` into a new database at `to` (created
 * with this program's tables). Tables of whole records (sessions, personas, decks) are
 * read in rowid order, skipping ahead (1, 2, 4... rowids) past a damaged page; the rows of
 * a session (messages, actions, events, model calls) are read session by session, so a
 * damaged page costs only the sessions with rows on it.
 */
export function salvageDatabase(from: string, to: string): SalvageReport {
  if (existsSync(to)) throw new Error(`${to} already exists; name a new file to salvage into.`);
  const report: SalvageReport = { tables: [], damagedSessions: [], unreadable: null };
  const src = new Database(from, { readonly: true, fileMustExist: true });
  const out = openDatabase(to);
  try {
    let tables: string[];
    try {
      tables = (src.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map((r) => r.name);
    } catch (err) {
      report.unreadable = err instanceof Error ? err.message : String(err);
      return report;
    }
    out.pragma('foreign_keys = OFF');
    const known = new Set((out.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name));
    const copyable = tables.filter((t) => known.has(t));
    const perSession = copyable.filter((t) => t !== 'sessions' && columnsOf(out, t).includes('session_id'));
    for (const name of copyable.filter((t) => !perSession.includes(t))) report.tables.push(copyByRowid(src, out, name));
    const sessions = (out.prepare('SELECT id FROM sessions').all() as { id: string }[]).map((r) => r.id);
    const damaged = new Set<string>();
    for (const name of perSession) report.tables.push(copyBySession(src, out, name, sessions, damaged));
    report.damagedSessions = [...damaged].sort();
    out.pragma('foreign_keys = ON');
  } finally {
    src.close();
    out.close();
  }
  return report;
}

/** The columns both files have, and an insert for them. */
function transfer(src: Conn, out: Conn, name: string): { shared: string[]; write: Database.Statement; flush: (rows: unknown[][]) => void } {
  const srcColumns = new Set(columnsOf(src, name));
  const shared = columnsOf(out, name).filter((c) => srcColumns.has(c));
  const write = out.prepare(`INSERT OR IGNORE INTO ${quote(name)} (${shared.map(quote).join(', ')}) VALUES (${shared.map(() => '?').join(', ')})`);
  const flush = out.transaction((rows: unknown[][]) => {
    for (const r of rows) write.run(...r);
  });
  return { shared, write, flush };
}

function copyByRowid(src: Conn, out: Conn, name: string): SalvageReport['tables'][number] {
  const { shared, flush } = transfer(src, out, name);
  const read = src.prepare(`SELECT rowid AS salvage_rowid, ${shared.map(quote).join(', ')} FROM ${quote(name)} WHERE rowid > ? ORDER BY rowid`);
  if (name === 'migrations') out.prepare('DELETE FROM migrations').run();
  let after = -Number.MAX_SAFE_INTEGER;
  let copied = 0;
  let lost = 0;
  let jump = 1;
  for (;;) {
    // Rows are kept as they are read, so a damaged page loses only what is on it.
    const rows: unknown[][] = [];
    let failure: unknown = null;
    try {
      for (const row of read.iterate(after) as Iterable<Record<string, unknown>>) {
        rows.push(shared.map((c) => row[c]));
        after = row.salvage_rowid as number;
        jump = 1;
      }
    } catch (err) {
      failure = err;
    }
    flush(rows);
    copied += rows.length;
    if (failure === null) break;
    if (!isDatabaseDamage(failure) || jump > ROWID_JUMP_LIMIT) break;
    if (jump === 1) lost += 1;
    after = Math.max(after, 0) + jump;
    jump *= 2;
  }
  return { name, copied, lost };
}

function copyBySession(src: Conn, out: Conn, name: string, sessions: readonly string[], damaged: Set<string>): SalvageReport['tables'][number] {
  const { shared, flush } = transfer(src, out, name);
  const read = src.prepare(`SELECT ${shared.map(quote).join(', ')} FROM ${quote(name)} WHERE session_id = ?`);
  let copied = 0;
  let lost = 0;
  for (const id of sessions) {
    const rows: unknown[][] = [];
    try {
      for (const row of read.iterate(id) as Iterable<Record<string, unknown>>) rows.push(shared.map((c) => row[c]));
    } catch (err) {
      if (!isDatabaseDamage(err)) throw err;
      lost += 1;
      damaged.add(id);
    }
    flush(rows);
    copied += rows.length;
  }
  return { name, copied, lost };
}
