/**
 * Leases: which service process may apply moves to a session right now. Several processes
 * on one PostgreSQL database each serve whatever request reaches them, so before a reply
 * runs its process takes the session's lease (a row in session_leases, pgDb.ts) and keeps
 * it renewed until the reply is committed; another process waits for it. A lease that is
 * not renewed (its process was killed) runs out after `ttlMs`, so a crash blocks a duel
 * for seconds, not forever. On SQLite (one process per file) every lease is granted at
 * once: the manager's per-session queue already runs one reply at a time.
 */
import type { StoreDb, StoreStatement } from './storeDb.js';

export const LEASE_TTL_MS = 15_000;

export class SessionLeases {
  private readonly st: { take: StoreStatement; drop: StoreStatement } | null;

  constructor(
    db: StoreDb,
    /** This process, as the leases name it. */
    readonly holder: string,
    readonly ttlMs = LEASE_TTL_MS,
  ) {
    this.st =
      db.dialect === 'postgres'
        ? {
            take: db.prepare(`INSERT INTO session_leases (session_id, holder, expires_at)
                VALUES (@id, @holder, clock_timestamp() + @ms * interval '1 millisecond')
              ON CONFLICT (session_id) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
                WHERE session_leases.holder = excluded.holder OR session_leases.expires_at < clock_timestamp()
              RETURNING holder`),
            drop: db.prepare('DELETE FROM session_leases WHERE session_id = ? AND holder = ?'),
          }
        : null;
  }

  /** Takes (or renews) the lease on `id`; false while another process holds it. */
  take(id: string): boolean {
    if (!this.st) return true;
    return this.st.take.get({ id, holder: this.holder, ms: this.ttlMs }) !== undefined;
  }

  release(id: string): void {
    this.st?.drop.run(id, this.holder);
  }
}
