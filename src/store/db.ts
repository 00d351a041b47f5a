/**
 * The one SQLite file (better-sqlite3): WAL journal, foreign keys on, numbered migrations
 * run at open. Commits are synchronous: when a write returns, the data is in the WAL file
 * and survives the process being killed. `synchronous = NORMAL` (the default here) is
 * safe against a crash of the process; `full` also against losing power.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { MIGRATIONS, type Migration } from './migrations/index.js';
import type { StoreDb } from './storeDb.js';

export type Db = Database.Database;

/** The project folder (two levels above this file). */
export const PROJECT_DIR = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_DB_PATH = resolve(PROJECT_DIR, 'data/duels.sqlite');

export interface OpenDatabaseOptions {
  synchronous?: 'normal' | 'full';
  migrations?: readonly Migration[];
}

/** `DUEL_DB_PATH` resolved against the project folder (or the default `data/duels.sqlite`). */
export function resolveDbPath(value: string | undefined): string {
  const v = value?.trim();
  if (!v) return DEFAULT_DB_PATH;
  if (v === ':memory:') return v;
  return resolve(PROJECT_DIR, v);
}

export function openDatabase(path: string, options: OpenDatabaseOptions = {}): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  db.pragma('busy_timeout = 5000');
  runMigrations(db, options.migrations ?? MIGRATIONS);
  return db;
}

/** Applies the migrations not yet recorded, each in its own transaction; returns the ids applied. */
export function runMigrations(db: StoreDb, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const done = new Set((db.prepare('SELECT id FROM migrations').all() as { id: number }[]).map((r) => r.id));
  const ordered = [...migrations].sort((a, b) => a.id - b.id);
  const applied: number[] = [];
  for (const m of ordered) {
    if (done.has(m.id)) continue;
    db.transaction(() => {
      if (m.sql) db.exec(m.sql);
      if (m.up && db.dialect === 'postgres') throw new Error(`migration ${m.id} (${m.name}) is a function for SQLite only: give it SQL that PostgreSQL runs too`);
      m.up?.(db as Db);
      db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)').run(m.id, m.name, new Date().toISOString());
    })();
    applied.push(m.id);
  }
  return applied;
}
