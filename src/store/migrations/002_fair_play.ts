/**
 * Migration 2: what stays on the server while a duel runs. `session_secrets` holds each
 * session's seed commitment (the salt it was made with, whether the user named the seed)
 * and, for a fork or an import dealt again, the state it starts from and what the player
 * knew there. `meta` holds service-wide values (the key exports are signed with).
 */
import type { Migration } from './index.js';

export const migration002: Migration = {
  id: 2,
  name: 'fair-play',
  sql: `
CREATE TABLE session_secrets (
  session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  salt TEXT NOT NULL,
  commitment TEXT NOT NULL,
  seed_chosen INTEGER NOT NULL DEFAULT 0,
  base_json TEXT
);

CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`,
};
