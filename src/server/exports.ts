/**
 * The JSON export of a session. A finished duel's is complete: the seed, the salt of its
 * commitment, the base state of a fork, the raw actions and events. An unfinished duel's
 * holds only what its player may see (actions and events as the replay shows them, no
 * seed); what an import needs besides is sealed (exportSeal.ts). Both are signed.
 */
import type { Action } from '../engine/types.js';
import { exportSession } from '../store/replay.js';
import { notFound } from './errors.js';
import { seal, signExport } from './exportSeal.js';
import type { SessionManager } from './sessions.js';

export function jsonExport(manager: SessionManager, id: string, key: Buffer): Promise<Record<string, unknown>> {
  const store = manager.store;
  return manager.withSession(id, (session) => {
    const input = store.db.transaction(() => {
      const row = store.session(id);
      if (!row) throw notFound();
      return { row, actions: store.actions(id), events: store.events(id), messages: store.messages(id), modelCalls: store.modelCalls(id) };
    })();
    const { row } = input;
    const secret = store.secrets.get(id);
    const full = exportSession(manager.engineVersion, input, new Date().toISOString());
    const seedChosenByUser = secret?.seedChosen ?? false;
    const common = { seedCommitment: secret?.commitment ?? null, seedChosenByUser };
    if (row.finished) {
      const revealed = { seed: row.seed, salt: secret?.salt ?? null, seedChosenByUser, base: secret?.base ?? null };
      return signExport(key, { ...full, ...common, secret: revealed });
    }
    const { seed: _seed, ...config } = full.config;
    const hiddenAction = (a: Action): Action => ({ type: 'hidden', player: a.player }) as unknown as Action;
    return signExport(key, {
      ...full,
      ...common,
      config,
      actions: full.actions.map((a) => ({ ...a, action: session.shownAction(a.step, a.action) ?? hiddenAction(a.action) })),
      events: full.events.map((e) => ({ ...e, events: session.seenAt(e.step).events })),
      sealed: seal(key, { seed: row.seed, salt: secret?.salt ?? null, seedChosen: seedChosenByUser, actions: input.actions.map((a) => a.action), base: secret?.base ?? null }),
    });
  });
}
