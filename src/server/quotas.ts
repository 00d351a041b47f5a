/**
 * Quotas, so one client cannot fill the disk: how many sessions a client (the rate
 * limit's client key) may keep stored and how many bytes they may hold, and how many
 * sessions and database bytes the whole service holds. They are checked before a write
 * (a new session by create, import or fork; a reply to a session, counted against the
 * client that created it); a write over a limit gets a 429 naming the limit. Deleting
 * sessions (or their expiry) frees the quota.
 */
import type { StoreUsage } from '../store/usage.js';
import { ApiError } from './errors.js';

export interface QuotaLimits {
  /** Sessions one client may keep stored (0: no limit). */
  sessionsPerClient: number;
  /** Bytes the sessions one client created may hold (0: no limit). */
  bytesPerClient: number;
  /** Sessions in the whole database (0: no limit). */
  sessions: number;
  /** Bytes in use in the database file (0: no limit). */
  bytes: number;
}

const MB = 1024 * 1024;

export const DEFAULT_QUOTAS: QuotaLimits = { sessionsPerClient: 200, bytesPerClient: 50 * MB, sessions: 50_000, bytes: 2048 * MB };

const mb = (bytes: number): string => `${Math.round((bytes / MB) * 10) / 10} MB`;

const over = (code: string, message: string): ApiError => new ApiError(429, code, message);

export class Quotas {
  constructor(
    private readonly usage: StoreUsage,
    private readonly limits: QuotaLimits,
  ) {}

  /** Before a new session is stored for `client`. */
  beforeNewSession(client: string): void {
    const mine = this.usage.ofClient(client);
    const { sessionsPerClient, bytesPerClient } = this.limits;
    if (sessionsPerClient > 0 && mine.sessions >= sessionsPerClient) {
      throw over(
        'SESSION_QUOTA',
        `You have ${mine.sessions} stored sessions, the most one client may keep (MAX_SESSIONS_PER_CLIENT = ${sessionsPerClient}). Delete some to start new ones.`,
      );
    }
    this.checkClientBytes(mine.bytes, bytesPerClient);
    this.checkTotals(true);
  }

  /** Before a reply is stored in session `id`. */
  beforeWrite(id: string): void {
    const client = this.usage.clientOf(id);
    if (client !== '') this.checkClientBytes(this.usage.ofClient(client).bytes, this.limits.bytesPerClient);
    this.checkTotals(false);
  }

  private checkClientBytes(bytes: number, limit: number): void {
    if (limit > 0 && bytes >= limit) {
      throw over(
        'STORAGE_QUOTA',
        `Your sessions hold ${mb(bytes)}, the most one client may store (MAX_STORED_MB_PER_CLIENT = ${mb(limit)}). Delete some sessions to go on.`,
      );
    }
  }

  private checkTotals(newSession: boolean): void {
    const { sessions, bytes } = this.limits;
    if (sessions === 0 && bytes === 0) return;
    const total = this.usage.totals();
    if (newSession && sessions > 0 && total.sessions >= sessions) {
      throw over('SERVICE_FULL', `The service holds ${total.sessions} sessions, its limit (MAX_SESSIONS = ${sessions}). Try again later.`);
    }
    if (bytes > 0 && total.bytes >= bytes) {
      throw over('SERVICE_FULL', `The database holds ${mb(total.bytes)}, its limit (MAX_DB_MB = ${mb(bytes)}). Try again later.`);
    }
  }
}
