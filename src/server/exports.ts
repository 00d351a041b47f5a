/**
 * The JSON export of a session. A finished duel's is complete: the seed, the salt of its
 * commitment, the base state of a fork, the raw actions and events. An unfinished duel's
 * holds only what its player may see (actions and events as the replay shows them, no
 * seed); what an import needs besides is sealed (exportSeal.ts). Both are signed.
 */
import type { Action, DuelEvent } from '../engine/types.js';
import { exportSession } from '../store/replay.js';
import { notFound } from './errors.js';
import { seal, signExport } from './exportSeal.js';
import type { SessionManager } from './sessions.js';

/** How the exporting player saw each step: the action as shown to them and its events. */
interface PlayerView {
  shown: (step: number, action: Action) => Action | null;
  seen: (step: number) => DuelEvent[];
}

export async function jsonExport(manager: SessionManager, id: string, key: Buffer): Promise<Record<string, unknown>> {
  try {
    return await manager.withSession(id, (session) =>
      buildExport(manager, id, key, { shown: (step, a) => session.shownAction(step, a), seen: (step) => session.seenAt(step).events }),
    );
  } catch (err) {
    if (!manager.versions.replayOnly(id)) throw err;
    // Recorded by an older engine that today's plays differently: the player's view comes from its replay.
    const replay = await manager.replay(id);
    const byStep = new Map(replay.steps.map((s) => [s.step, s]));
    return buildExport(manager, id, key, { shown: (step) => byStep.get(step)?.action ?? null, seen: (step) => byStep.get(step)?.events ?? [] });
  }
}

function buildExport(manager: SessionManager, id: string, key: Buffer, view: PlayerView): Record<string, unknown> {
  const store = manager.store;
  const input = store.db.transaction(() => {
    const row = store.session(id);
    if (!row) throw notFound();
    return { row, actions: store.actions(id), events: store.events(id), messages: store.messages(id), modelCalls: store.modelCalls(id) };
  })();
  const { row } = input;
  const secret = store.secrets.get(id);
  const full = exportSession(manager.engineVersion, input, new Date().toISOString());
  const seedChosenByUser = secret?.seedChosen ?? false;
  const inMatch = manager.matches.ofSession(id);
  // The bot's level and the Match this Duel belongs to (its Duels' sessions, each exported and replayed on its own).
  const common = { seedCommitment: secret?.commitment ?? null, seedChosenByUser, botLevel: manager.levels.get(id), match: inMatch ? { ...inMatch.match, duel: inMatch.duel } : null };
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
    actions: full.actions.map((a) => ({ ...a, action: view.shown(a.step, a.action) ?? hiddenAction(a.action) })),
    events: full.events.map((e) => ({ ...e, events: view.seen(e.step) })),
    sealed: seal(key, { seed: row.seed, salt: secret?.salt ?? null, seedChosen: seedChosenByUser, actions: input.actions.map((a) => a.action), base: secret?.base ?? null }),
  });
}
