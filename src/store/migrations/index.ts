/**
 * Numbered schema migrations, applied in order at start-up. Each one is SQL (or a
 * function) in `NNN_name.ts`; the `migrations` table records which have run. Never edit
 * a migration that has shipped: add the next number.
 */
import type Database from 'better-sqlite3';
import { migration001 } from './001_initial.js';
import { migration003 } from './003_usage.js';
import { migration002 } from './002_fair_play.js';
import { migration022 } from './022_bot_levels_matches.js';
import { migration024 } from './024_shadow_mages.js';

export interface Migration {
  id: number;
  name: string;
  /** SQL run as one script, or a function for changes SQL alone cannot make. */
  sql?: string;
  up?: (db: Database.Database) => void;
}

export const MIGRATIONS: readonly Migration[] = [migration001, migration002, migration003, migration022, migration024];
