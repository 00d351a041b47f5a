/**
 * Migration 1: sessions with their chat messages, engine actions (with the state hash
 * after each), engine events (with the engine version that produced them), model calls,
 * and the personas and decks sessions were created with.
 */
import type { Migration } from './index.js';

export const migration001: Migration = {
  id: 1,
  name: 'initial',
  sql: `
CREATE TABLE personas (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  persona_json TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE decks (
  id TEXT PRIMARY KEY,
  name TEXT,
  source TEXT NOT NULL,
  deck_json TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL,
  format TEXT NOT NULL,
  seed TEXT NOT NULL,
  config_json TEXT NOT NULL,
  persona_json TEXT NOT NULL,
  persona_id TEXT REFERENCES personas(id) ON DELETE SET NULL,
  deck_id TEXT REFERENCES decks(id),
  bot_deck_id TEXT REFERENCES decks(id),
  human INTEGER NOT NULL CHECK (human IN (0, 1)),
  chain_mode TEXT NOT NULL,
  user_name TEXT NOT NULL,
  engine_version TEXT NOT NULL,
  start_hash TEXT NOT NULL,
  state_hash TEXT NOT NULL,
  action_count INTEGER NOT NULL DEFAULT 0,
  opened INTEGER NOT NULL DEFAULT 0,
  pending_choices_json TEXT NOT NULL DEFAULT '[]',
  finished INTEGER NOT NULL DEFAULT 0,
  result_json TEXT,
  origin TEXT NOT NULL DEFAULT 'created',
  parent_id TEXT,
  fork_step INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX sessions_token_hash ON sessions(token_hash);
CREATE INDEX sessions_unfinished ON sessions(finished, updated_at);

CREATE TABLE messages (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('user', 'bot')),
  kind TEXT NOT NULL,
  text TEXT NOT NULL,
  shared TEXT,
  step INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;

CREATE TABLE actions (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  step INTEGER NOT NULL CHECK (step >= 1),
  action_json TEXT NOT NULL,
  state_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (session_id, step)
) WITHOUT ROWID;

CREATE TABLE events (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  step INTEGER NOT NULL CHECK (step >= 0),
  events_json TEXT NOT NULL,
  engine_version TEXT NOT NULL,
  PRIMARY KEY (session_id, step)
) WITHOUT ROWID;

CREATE TABLE model_calls (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  role TEXT NOT NULL,
  model TEXT NOT NULL,
  tokens_in INTEGER NOT NULL,
  tokens_out INTEGER NOT NULL,
  latency_ms REAL NOT NULL,
  outcome TEXT NOT NULL,
  error TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;
`,
};
