/**
 * Runs a reply under its session's lease (store/leases.ts): waits while another service
 * process holds it, renews it while the reply runs (a model call can take many seconds),
 * and lets it go when the reply is committed.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { SessionLeases } from '../store/leases.js';
import { conflict } from './errors.js';

/** How long a request waits for another process's reply on the same duel. */
export const LEASE_WAIT_MS = 20_000;

/** A name for this process in the leases table: host, pid and a random part (pids repeat across restarts). */
export const processHolder = (): string => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function underLease<T>(leases: SessionLeases, id: string, fn: () => Promise<T>, waitMs = LEASE_WAIT_MS): Promise<T> {
  const started = Date.now();
  while (!leases.take(id)) {
    if (Date.now() - started > waitMs) throw conflict('SESSION_BUSY', 'Another service process is still applying a move to this duel; try again in a moment.');
    await sleep(50);
  }
  const renew = setInterval(() => {
    try {
      leases.take(id);
    } catch {
      // The commit's own check (the stored counts) still refuses a reply that lost its lease.
    }
  }, Math.max(100, Math.floor(leases.ttlMs / 3)));
  renew.unref();
  try {
    return await fn();
  } finally {
    clearInterval(renew);
    try {
      leases.release(id);
    } catch {
      // A lease not released runs out by itself.
    }
  }
}
