/**
 * PostgreSQL behind the store's interface (storeDb.ts), chosen by `DATABASE_URL`. Every
 * call is synchronous through pgBridge.ts, so DuelStore and its callers run unchanged: a
 * reply is committed before it is acknowledged, on either database. The numbered
 * migrations are SQLite's own, run here with two words changed (`WITHOUT ROWID` dropped,
 * `REAL` as `DOUBLE PRECISION` so latencies read back exactly), under an advisory lock so
 * processes starting together migrate once.
 */
import { runMigrations } from './db.js';
import { PgBridge, PgError, type PgValue } from './pgBridge.js';
import type { StoreDb, StoreStatement } from './storeDb.js';

/** Any fixed number: the advisory lock held while one process migrates. */
const MIGRATION_LOCK = 72_420_011;

/** SQL with `?` and `@name` parameters as PostgreSQL's `$1`...: the text and, per `$n`, the index or name it takes. */
export function toPgParameters(sql: string): { text: string; refs: (number | string)[] } {
  const refs: (number | string)[] = [];
  let text = '';
  let positional = 0;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      // A quoted string or identifier is copied as is ('' and "" inside stay inside).
      const end = sql.indexOf(c, i + 1);
      const stop = end === -1 ? sql.length : end;
      text += sql.slice(i, stop + 1);
      i = stop;
    } else if (c === '?') {
      refs.push(positional++);
      text += `$${refs.length}`;
    } else if (c === '@' && /[A-Za-z_]/.test(sql[i + 1] ?? '')) {
      const name = /^[A-Za-z_]\w*/.exec(sql.slice(i + 1))![0];
      const at = refs.indexOf(name);
      if (at === -1) refs.push(name);
      text += `$${at === -1 ? refs.length : at + 1}`;
      i += name.length;
    } else text += c;
  }
  return { text, refs };
}

/** SQLite's schema words PostgreSQL spells otherwise. */
export function toPgSchema(sql: string): string {
  return sql.replace(/\)\s*WITHOUT ROWID/gi, ')').replace(/\bREAL\b/g, 'DOUBLE PRECISION');
}

function bindValue(v: unknown): PgValue {
  if (v === undefined || v === null) return null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'bigint') return Number(v);
  throw new TypeError(`cannot store a ${typeof v} in PostgreSQL`);
}

export class PgSyncDb implements StoreDb {
  readonly dialect = 'postgres' as const;
  private depth = 0;

  constructor(private readonly bridge: PgBridge) {}

  get open(): boolean {
    return this.bridge.open;
  }

  prepare(sql: string): StoreStatement {
    const { text, refs } = toPgParameters(sql);
    const bind = (args: unknown[]): PgValue[] => {
      const named = args.length === 1 && typeof args[0] === 'object' && args[0] !== null ? (args[0] as Record<string, unknown>) : null;
      return refs.map((r) => bindValue(typeof r === 'string' ? named?.[r] : args[r]));
    };
    return {
      run: (...args) => ({ changes: this.bridge.query(text, bind(args)).rowCount }),
      get: (...args) => this.bridge.query(text, bind(args)).rows[0],
      all: (...args) => this.bridge.query(text, bind(args)).rows,
    };
  }

  exec(sql: string): void {
    this.bridge.query(toPgSchema(sql));
  }

  transaction<T>(fn: (...args: any[]) => T): (...args: any[]) => T {
    return (...args) => {
      const outer = this.depth === 0;
      const savepoint = `sp${this.depth}`;
      this.bridge.query(outer ? 'BEGIN' : `SAVEPOINT ${savepoint}`);
      this.depth++;
      let result: T;
      try {
        result = fn(...args);
      } catch (err) {
        this.depth--;
        this.bridge.query(outer ? 'ROLLBACK' : `ROLLBACK TO SAVEPOINT ${savepoint}`);
        throw err;
      }
      this.depth--;
      this.bridge.query(outer ? 'COMMIT' : `RELEASE SAVEPOINT ${savepoint}`);
      return result;
    };
  }

  pragma(source: string): never {
    throw new PgError(`PRAGMA ${source} is SQLite's; this database is PostgreSQL`, undefined);
  }

  usedBytes(): number {
    return (this.prepare('SELECT pg_database_size(current_database()) AS n').get() as { n: number }).n;
  }

  close(): void {
    this.bridge.close();
  }
}

/** Connects, migrates (one process at a time) and returns the database. */
export function openPgDatabase(url: string): PgSyncDb {
  const db = new PgSyncDb(new PgBridge(url));
  db.exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
  try {
    runMigrations(db);
  } finally {
    db.exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
  }
  return db;
}
