/**
 * Reading a saved session without playing it: which engine recorded it and whether
 * today's engine re-verified it, and its replay from the stored event log. Each runs
 * inside the manager's lock for the session (SessionManager.verdict and .replay).
 */
import type { DuelSession } from '../chat/session.js';
import { recordedReplay, type EngineVerdict } from './engineVersions.js';
import { badRequest, notFound } from './errors.js';
import { buildReplay, seedFields, type ReplayReport } from './replayView.js';
import type { SessionManager } from './sessions.js';

/** The verdict of a session, rebuilding it once to find out; null when there is no such session. */
export async function verdictOf(manager: SessionManager, id: string): Promise<EngineVerdict | null> {
  const known = manager.versions.verdict(id);
  if (known) return known;
  const row = manager.store.session(id);
  if (!row) return null;
  try {
    await manager.verify(id);
  } catch (err) {
    // A replay-only session has its verdict now; a broken or unreadable one says why.
    const known = manager.versions.verdict(id);
    if (known) return known;
    const reason = manager.broken.get(id) ?? (err instanceof Error ? err.message : String(err));
    return { engineVersion: row.engineVersion, verified: false, replayOnly: false, note: `Does not open: ${reason}` };
  }
  return manager.versions.verdict(id) ?? null;
}

/**
 * The replay of a session: its stored event log, step by step, shown through the
 * session's own states (nothing is applied again). A read-only session of an older
 * engine shows boards up to where today's engine leaves it, and the stored events after.
 */
export function replayOf(manager: SessionManager, id: string, atStep?: number): ReplayReport & { note: string | null } {
  const { store } = manager;
  const input = store.db.transaction(() => {
    const row = store.session(id);
    if (!row) throw notFound();
    const storedEvents = new Map(store.events(id).map((e) => [e.step, e.events]));
    return { row, actions: store.actions(id), messages: store.messages(id), eventVersions: store.eventVersions(id), storedEvents, engineVersion: manager.engineVersion, seed: seedFields(row, store.secrets.get(id)) };
  })();
  if (atStep !== undefined && atStep > input.actions.length) throw badRequest('BAD_STEP', `step: the session has ${input.actions.length} steps.`);
  let session: DuelSession;
  try {
    session = manager.session(id);
  } catch (err) {
    const only = manager.versions.replayOnly(id);
    if (!only) throw err;
    return recordedReplay(input, only.engine, only.rebuilt, only.verdict, atStep);
  }
  return { ...buildReplay(input, session, atStep !== undefined ? { atStep } : {}), note: manager.versions.verdict(id)?.note ?? null };
}
