/**
 * Runs a reply under its session's lease (store/leases.ts): waits while another service
 * process holds it, and lets it go when the reply is committed (or has failed).
 */
import type { SessionLeases } from '../store/leases.js';
import { conflict } from './errors.js';

/** How long a request waits for another process's reply on the same duel (a model's reply can take many seconds). */
export const LEASE_WAIT_MS = 60_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function underLease<T>(leases: SessionLeases, id: string, fn: () => Promise<T>, waitMs = LEASE_WAIT_MS): Promise<T> {
  const started = Date.now();
  while (!leases.take(id)) {
    if (Date.now() - started > waitMs) throw conflict('SESSION_BUSY', 'Another service process is still applying a move to this duel; try again in a moment.');
    await sleep(25);
  }
  try {
    return await fn();
  } finally {
    try {
      leases.release(id);
    } catch {
      // The lock goes with the connection if it cannot be released (the database is gone).
    }
  }
}
