/**
 * Migration 24 (issue 24, the Shadow Games; numbered after its issue so it cannot collide
 * with a migration written at the same time on another branch): mages and their campaigns.
 * - shadow_mages: one row a mage, its whole sheet as JSON (scores, level, XP, Star Level,
 *   Library, Deck of Magic, Extra Magic, Graveyard, the Beyond, LP, rests), checked by zod
 *   when read; the hash of its token (as sessions keep theirs); the client that made it (for
 *   the per-client cap on mages); `version` counts writes so
 *   two writers cannot overwrite each other's change unseen.
 * - shadow_campaigns: a mage's campaigns, each a JSON state owned by src/shadow/campaign.
 * - shadow_campaign_log: what happened in a campaign, in order, one row an entry.
 * Deleting a mage deletes its campaigns and their logs. Plain SQL that PostgreSQL runs too.
 * Every table keeps its rowid: db:salvage copies tables of records in rowid order.
 */
import type { Migration } from './index.js';

export const migration024: Migration = {
  id: 24,
  name: 'shadow games mages and campaigns',
  sql: `
CREATE TABLE shadow_mages (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL,
  client TEXT NOT NULL,
  name TEXT NOT NULL,
  sheet TEXT NOT NULL,
  version INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX shadow_mages_token ON shadow_mages(token_hash);
CREATE INDEX shadow_mages_client ON shadow_mages(client);
CREATE TABLE shadow_campaigns (
  id TEXT PRIMARY KEY,
  mage_id TEXT NOT NULL REFERENCES shadow_mages(id) ON DELETE CASCADE,
  setting TEXT NOT NULL,
  state TEXT NOT NULL,
  version INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX shadow_campaigns_mage ON shadow_campaigns(mage_id);
CREATE TABLE shadow_campaign_log (
  campaign_id TEXT NOT NULL REFERENCES shadow_campaigns(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  kind TEXT NOT NULL,
  text TEXT NOT NULL,
  data TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (campaign_id, seq)
);
`,
};
