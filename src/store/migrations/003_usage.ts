/**
 * Migration 3: who created each session and how many bytes it has stored, for the
 * per-client quotas (src/server/quotas.ts). Numbered 3, not 2, so it cannot collide with
 * a migration 2 written at the same time on another branch. Sessions older than this
 * table have no row: they count towards the totals, not towards any client.
 */
import type { Migration } from './index.js';

export const migration003: Migration = {
  id: 3,
  name: 'session usage',
  sql: `
CREATE TABLE session_usage (
  session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  client TEXT NOT NULL,
  bytes INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
CREATE INDEX session_usage_client ON session_usage(client);
`,
};
