/**
 * The Shadow Games' mages and campaigns (migration 24): the repository the HTTP routes
 * (src/server/routes/mages.ts) and the campaign logic (src/shadow/campaign) call. Sheets and
 * campaign states are JSON documents, parsed on every read (a sheet with its zod schema, a
 * state as any JSON object); a row that does not parse is reported, never half-used.
 *
 * Writes name the version they were made against: a write over a newer version is refused
 * (MageConflictError), so two tabs or two processes cannot silently undo each other. Every
 * write is one transaction: `commit` saves a mage, a campaign and log entries together or
 * not at all.
 */
import { mageSchema } from '../shadow/mageSchema.js';
import type { Mage } from '../shadow/sheet.js';
import type { StoreDb } from './storeDb.js';

export interface StoredMage {
  id: string;
  tokenHash: string;
  mage: Mage;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface StoredCampaign {
  id: string;
  mageId: string;
  setting: string;
  /** The campaign logic's own state (src/shadow/campaign), a JSON object. */
  state: Record<string, unknown>;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface LogEntry {
  kind: string;
  text: string;
  data?: unknown;
}

export interface StoredLogEntry extends LogEntry {
  seq: number;
  createdAt: string;
}

/** One write of `commit`: what to save, each at the version it was read at. */
export interface MageCommit {
  mage?: { id: string; mage: Mage; version: number };
  campaign?: { id: string; state: Record<string, unknown>; version: number };
  log?: { campaignId: string; entries: readonly LogEntry[] };
}

/** The row moved on since it was read (another writer); read it again and retry. */
export class MageConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MageConflictError';
  }
}

/** A stored sheet or state that does not read (a damaged or hand-edited row). */
export class MageRowError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MageRowError';
  }
}

interface RawMage { id: string; token_hash: string; sheet: string; version: number; created_at: string; updated_at: string }
interface RawCampaign { id: string; mage_id: string; setting: string; state: string; version: number; created_at: string; updated_at: string }

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new MageRowError(`${what} is not JSON`);
  }
}

export class MageStore {
  constructor(private readonly db: StoreDb, private readonly now: () => Date = () => new Date()) {}

  private stamp(): string {
    return this.now().toISOString();
  }

  private toMage(r: RawMage): StoredMage {
    const parsed = mageSchema.safeParse(parseJson(r.sheet, `mage ${r.id}'s sheet`));
    if (!parsed.success) throw new MageRowError(`mage ${r.id}'s saved sheet does not read: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
    return { id: r.id, tokenHash: r.token_hash, mage: parsed.data, version: r.version, createdAt: r.created_at, updatedAt: r.updated_at };
  }

  private toCampaign(r: RawCampaign): StoredCampaign {
    const state = parseJson(r.state, `campaign ${r.id}'s state`);
    if (state === null || typeof state !== 'object' || Array.isArray(state)) throw new MageRowError(`campaign ${r.id}'s state is not a JSON object`);
    return { id: r.id, mageId: r.mage_id, setting: r.setting, state: state as Record<string, unknown>, version: r.version, createdAt: r.created_at, updatedAt: r.updated_at };
  }

  /** `client`: who made it (rateLimit.ts clientKey), for the per-client cap; '' when unknown. */
  createMage(id: string, tokenHash: string, mage: Mage, client = ''): StoredMage {
    const sheet = mageSchema.parse(mage);
    const now = this.stamp();
    this.db
      .prepare('INSERT INTO shadow_mages (id, token_hash, client, name, sheet, version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?)')
      .run(id, tokenHash, client, sheet.name, JSON.stringify(sheet), now, now);
    return { id, tokenHash, mage: sheet, version: 1, createdAt: now, updatedAt: now };
  }

  /** How many mages `client` made, and how many there are in all. */
  counts(client: string): { mine: number; total: number } {
    const r = this.db
      .prepare('SELECT (SELECT COUNT(*) FROM shadow_mages WHERE client = ?) AS mine, (SELECT COUNT(*) FROM shadow_mages) AS total')
      .get(client) as { mine: number | string; total: number | string };
    return { mine: Number(r.mine), total: Number(r.total) };
  }

  getMage(id: string): StoredMage | null {
    const r = this.db.prepare('SELECT * FROM shadow_mages WHERE id = ?').get(id) as RawMage | undefined;
    return r ? this.toMage(r) : null;
  }

  /** The token hash of a mage, for the token check (no sheet parsed). */
  mageTokenHash(id: string): string | undefined {
    const r = this.db.prepare('SELECT token_hash FROM shadow_mages WHERE id = ?').get(id) as { token_hash: string } | undefined;
    return r?.token_hash;
  }

  listMages(tokenHashes: readonly string[]): StoredMage[] {
    if (tokenHashes.length === 0) return [];
    const marks = tokenHashes.map(() => '?').join(', ');
    const rows = this.db.prepare(`SELECT * FROM shadow_mages WHERE token_hash IN (${marks}) ORDER BY updated_at DESC, id`).all(...tokenHashes) as RawMage[];
    return rows.map((r) => this.toMage(r));
  }

  /** Saves a changed sheet made from `version`; returns the new version. */
  updateMage(id: string, mage: Mage, version: number): StoredMage {
    this.commit({ mage: { id, mage, version } });
    return this.getMage(id)!;
  }

  deleteMage(id: string): boolean {
    return this.db.prepare('DELETE FROM shadow_mages WHERE id = ?').run(id).changes > 0;
  }

  createCampaign(id: string, mageId: string, setting: string, state: Record<string, unknown>): StoredCampaign {
    const now = this.stamp();
    this.db
      .prepare('INSERT INTO shadow_campaigns (id, mage_id, setting, state, version, created_at, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?)')
      .run(id, mageId, setting, JSON.stringify(state), now, now);
    return { id, mageId, setting, state, version: 1, createdAt: now, updatedAt: now };
  }

  getCampaign(id: string): StoredCampaign | null {
    const r = this.db.prepare('SELECT * FROM shadow_campaigns WHERE id = ?').get(id) as RawCampaign | undefined;
    return r ? this.toCampaign(r) : null;
  }

  listCampaigns(mageId: string): StoredCampaign[] {
    const rows = this.db.prepare('SELECT * FROM shadow_campaigns WHERE mage_id = ? ORDER BY created_at, id').all(mageId) as RawCampaign[];
    return rows.map((r) => this.toCampaign(r));
  }

  deleteCampaign(id: string): boolean {
    return this.db.prepare('DELETE FROM shadow_campaigns WHERE id = ?').run(id).changes > 0;
  }

  /** Log entries after `afterSeq` (0: from the start), oldest first, at most `limit`. */
  log(campaignId: string, afterSeq = 0, limit = 500): StoredLogEntry[] {
    const rows = this.db
      .prepare('SELECT seq, kind, text, data, created_at FROM shadow_campaign_log WHERE campaign_id = ? AND seq > ? ORDER BY seq LIMIT ?')
      .all(campaignId, afterSeq, limit) as { seq: number; kind: string; text: string; data: string | null; created_at: string }[];
    return rows.map((r) => ({ seq: r.seq, kind: r.kind, text: r.text, ...(r.data !== null ? { data: parseJson(r.data, `log entry ${r.seq}`) } : {}), createdAt: r.created_at }));
  }

  /** Saves a mage, a campaign state and log entries in one transaction; all or nothing. */
  commit(change: MageCommit): void {
    const now = this.stamp();
    // Checked before the transaction opens: a bad sheet throws here and writes nothing.
    const sheet = change.mage ? mageSchema.parse(change.mage.mage) : null;
    this.db.transaction(() => {
      if (change.mage && sheet) {
        const r = this.db
          .prepare('UPDATE shadow_mages SET sheet = ?, name = ?, version = version + 1, updated_at = ? WHERE id = ? AND version = ?')
          .run(JSON.stringify(sheet), sheet.name, now, change.mage.id, change.mage.version);
        if (r.changes !== 1) throw new MageConflictError(`mage ${change.mage.id} changed since version ${change.mage.version} (or is gone); read it again`);
      }
      if (change.campaign) {
        const c = change.campaign;
        const r = this.db
          .prepare('UPDATE shadow_campaigns SET state = ?, version = version + 1, updated_at = ? WHERE id = ? AND version = ?')
          .run(JSON.stringify(c.state), now, c.id, c.version);
        if (r.changes !== 1) throw new MageConflictError(`campaign ${c.id} changed since version ${c.version} (or is gone); read it again`);
      }
      if (change.log && change.log.entries.length > 0) this.appendLog(change.log.campaignId, change.log.entries, now);
    })();
  }

  private appendLog(campaignId: string, entries: readonly LogEntry[], now: string): void {
    const last = this.db.prepare('SELECT MAX(seq) AS seq FROM shadow_campaign_log WHERE campaign_id = ?').get(campaignId) as { seq: number | null } | undefined;
    let seq = last?.seq ?? 0;
    const insert = this.db.prepare('INSERT INTO shadow_campaign_log (campaign_id, seq, kind, text, data, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    for (const e of entries) {
      seq += 1;
      insert.run(campaignId, seq, e.kind, e.text, e.data === undefined ? null : JSON.stringify(e.data), now);
    }
  }
}
