/**
 * What the quotas and the expiry sweep read and write: the client that created each
 * session and the bytes it has stored (table session_usage), the totals of the whole
 * database, and the unfinished sessions idle since a given time.
 */
import type { StoreDb } from './storeDb.js';

/** Bytes a record takes as the JSON we store it as (close to what the rows hold). */
export const storedBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

export class StoreUsage {
  private readonly st;

  constructor(private readonly db: StoreDb) {
    this.st = {
      add: db.prepare(`INSERT INTO session_usage (session_id, client, bytes) VALUES (@id, @client, @bytes)
        ON CONFLICT (session_id) DO UPDATE SET bytes = session_usage.bytes + excluded.bytes`),
      client: db.prepare('SELECT client FROM session_usage WHERE session_id = ?'),
      ofClient: db.prepare('SELECT COUNT(*) AS sessions, COALESCE(SUM(bytes), 0) AS bytes FROM session_usage WHERE client = ?'),
      sessions: db.prepare('SELECT COUNT(*) AS n FROM sessions'),
      unfinished: db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE finished = 0'),
      idle: db.prepare('SELECT id FROM sessions WHERE finished = 0 AND updated_at < ? ORDER BY updated_at LIMIT ?'),
    };
  }

  /** Adds `bytes` to a session's count; `client` is recorded when the session has no row yet. */
  add(sessionId: string, client: string, bytes: number): void {
    this.st.add.run({ id: sessionId, client, bytes: Math.max(0, Math.round(bytes)) });
  }

  /** The client a session is counted against ('' when it predates the usage table). */
  clientOf(sessionId: string): string {
    return (this.st.client.get(sessionId) as { client: string } | undefined)?.client ?? '';
  }

  /** A client's stored sessions and bytes. */
  ofClient(client: string): { sessions: number; bytes: number } {
    return this.st.ofClient.get(client) as { sessions: number; bytes: number };
  }

  /** All sessions, and the bytes the database file holds in use (pages not on the free list). */
  totals(): { sessions: number; bytes: number } {
    const sessions = (this.st.sessions.get() as { n: number }).n;
    if (this.db.usedBytes) return { sessions, bytes: this.db.usedBytes() };
    const pageSize = this.db.pragma('page_size', { simple: true }) as number;
    const pages = this.db.pragma('page_count', { simple: true }) as number;
    const free = this.db.pragma('freelist_count', { simple: true }) as number;
    return { sessions, bytes: (pages - free) * pageSize };
  }

  unfinishedCount(): number {
    return (this.st.unfinished.get() as { n: number }).n;
  }

  /** Up to `limit` unfinished sessions last updated before `beforeIso`, oldest first. */
  idleUnfinished(beforeIso: string, limit: number): string[] {
    return (this.st.idle.all(beforeIso, limit) as { id: string }[]).map((r) => r.id);
  }
}
