/**
 * Leases: which service process may apply moves to a session right now. Several processes
 * on one PostgreSQL database each serve whatever request reaches them, so before a reply
 * runs its process takes the session's lease and holds it until the reply is committed;
 * another process waits for it. The lease is a PostgreSQL advisory lock on the session id,
 * held by the process's one connection (pgBridge.ts): when a process dies its connection
 * closes and PostgreSQL lets the lock go at once, so a killed process never blocks a duel.
 * On SQLite (one process per file) every lease is granted at once: the manager's
 * per-session queue already runs one reply at a time.
 */
import type { StoreDb, StoreStatement } from './storeDb.js';

/** The advisory-lock namespace of session leases (a fixed number; the id's hash is the other half). */
const LEASE_SPACE = 7242;

export class SessionLeases {
  private readonly st: { take: StoreStatement; drop: StoreStatement } | null;

  constructor(db: StoreDb) {
    this.st =
      db.dialect === 'postgres'
        ? {
            take: db.prepare(`SELECT pg_try_advisory_lock(${LEASE_SPACE}, hashtext(?)) AS ok`),
            drop: db.prepare(`SELECT pg_advisory_unlock(${LEASE_SPACE}, hashtext(?)) AS ok`),
          }
        : null;
  }

  /** Takes the lease on `id`; false while another process holds it. */
  take(id: string): boolean {
    if (!this.st) return true;
    return (this.st.take.get(id) as { ok: boolean }).ok === true;
  }

  release(id: string): void {
    this.st?.drop.get(id);
  }
}
