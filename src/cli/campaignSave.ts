/**
 * `npm run campaign` keeps its mage and campaign in the service's database (MageStore, the
 * same tables and checks as the web page's): a new mage is saved with a token shown once,
 * every step between duels is committed (sheet, campaign state and new log entries in one
 * transaction), and `--mage ID --token T` brings the mage back, with its campaigns to pick
 * from. A campaign whose duel is being played on the page is left to the page.
 */
import { randomBytes } from 'node:crypto';
import { hashToken, newToken, tokenMatches } from '../server/auth.js';
import { campaignStateSchema, type CampaignState } from '../shadow/campaign/state.js';
import type { Mage } from '../shadow/sheet.js';
import { openDatabase, resolveDbPath } from '../store/db.js';
import { MageStore, type StoredCampaign, type StoredMage } from '../store/mageStore.js';
import { DuelStore } from '../store/store.js';

export interface CampaignDb {
  mages: MageStore;
  close(): void;
}

/** The database file: `--db`, else the service's (DUEL_DB_PATH or its default). */
export function openCampaignDb(path: string | null): CampaignDb {
  const store = new DuelStore(openDatabase(path ?? resolveDbPath(process.env.DUEL_DB_PATH)));
  return { mages: new MageStore(store.db), close: () => store.close() };
}

export function saveNewMage(db: CampaignDb, mage: Mage): { stored: StoredMage; token: string } {
  const token = newToken();
  const stored = db.mages.createMage(`m_${randomBytes(12).toString('base64url')}`, hashToken(token), mage, 'terminal');
  return { stored, token };
}

/** The mage of `id` when `token` opens it; the same answer for an unknown id and a wrong token. */
export function openMage(db: CampaignDb, id: string, token: string): StoredMage | { error: string } {
  const stored = db.mages.getMage(id);
  if (!stored || !tokenMatches(token, stored.tokenHash)) return { error: `No mage ${id} opens with that token.` };
  return stored;
}

export function newCampaignRecord(db: CampaignDb, mageId: string, state: CampaignState): StoredCampaign {
  return db.mages.createCampaign(`c_${randomBytes(12).toString('base64url')}`, mageId, state.setting, state as unknown as Record<string, unknown>);
}

export function campaignStateOf(c: StoredCampaign): CampaignState | { error: string } {
  const parsed = campaignStateSchema.safeParse(c.state);
  return parsed.success ? parsed.data : { error: `campaign ${c.id} cannot be read: ${parsed.error.issues[0]?.message ?? 'bad state'}` };
}

/** Commits the terminal's campaign after each step: only what changed, at the versions last written. */
export class CampaignSaver {
  private saved: { mage: string; state: string };

  constructor(
    private readonly db: CampaignDb,
    private readonly ids: { mage: string; campaign: string },
    private versions: { mage: number; campaign: number },
    mage: Mage,
    state: CampaignState,
  ) {
    this.saved = { mage: JSON.stringify(mage), state: JSON.stringify(state) };
  }

  save(mage: Mage, state: CampaignState): void {
    const now = { mage: JSON.stringify(mage), state: JSON.stringify(state) };
    if (now.mage === this.saved.mage && now.state === this.saved.state) return;
    const before = (JSON.parse(this.saved.state) as CampaignState).log.length;
    const fresh = state.log.slice(Math.min(before, state.log.length));
    this.db.mages.commit({
      mage: { id: this.ids.mage, mage, version: this.versions.mage },
      campaign: { id: this.ids.campaign, state: state as unknown as Record<string, unknown>, version: this.versions.campaign },
      log: { campaignId: this.ids.campaign, entries: fresh.map((e) => ({ kind: e.kind, text: e.text })) },
    });
    this.versions = { mage: this.versions.mage + 1, campaign: this.versions.campaign + 1 };
    this.saved = now;
  }
}
