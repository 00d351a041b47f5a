/**
 * Migration 22 (issue 22; numbered far past the others so it cannot collide with a
 * migration written at the same time on another branch): the bot's level of each session,
 * and Matches (src/match), each a JSON state (checked by zod when read) with its Duels'
 * sessions. Sessions older than this table have no level row: they play at the persona's
 * default level. The matches table keeps its rowid: db:salvage reads whole-record tables in rowid order.
 * Deleting a session deletes its rows here (its Match keeps the Duel in its state, with no session to open).
 */
import type { Migration } from './index.js';

export const migration022: Migration = {
  id: 22,
  name: 'bot levels and matches',
  sql: `
CREATE TABLE session_bot_level (
  session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  level TEXT NOT NULL CHECK (level IN ('easy', 'normal', 'strong'))
) WITHOUT ROWID;
CREATE TABLE matches (
  id TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE match_sessions (
  session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
  duel INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX match_sessions_match ON match_sessions(match_id);
`,
};
