/**
 * What the store asks of a database: the part of better-sqlite3's API it uses, so the
 * SQLite file (better-sqlite3 itself) and PostgreSQL (pgDb.ts, the same calls over the
 * `pg` client) are interchangeable behind DuelStore, StoreUsage and SecretStore. The SQL
 * they send is written to run on both: `?` and `@name` parameters, `ON CONFLICT` upserts,
 * quoted camelCase aliases.
 */
export interface StoreStatement {
  run(...params: any[]): { changes: number };
  get(...params: any[]): unknown;
  all(...params: any[]): unknown[];
}

export interface StoreDb {
  readonly open: boolean;
  prepare(sql: string): StoreStatement;
  exec(sql: string): unknown;
  /** Wraps `fn` in a transaction (a savepoint when nested); a throw rolls it back. */
  transaction<T>(fn: (...args: any[]) => T): (...args: any[]) => T;
  pragma(source: string, options?: { simple?: boolean }): unknown;
  close(): unknown;
  /** Set on a database shared by several service processes (PostgreSQL). */
  readonly dialect?: 'postgres';
  /** PostgreSQL: the bytes the database takes (SQLite counts its pages instead). */
  usedBytes?(): number;
}
