/** A saved session's rows as the snapshot DuelSession.restore rebuilds from. */
import type { DuelSessionSnapshot } from '../chat/snapshot.js';
import type { LoadedSession } from '../store/store.js';

export function snapshotOf(loaded: LoadedSession): DuelSessionSnapshot {
  const { row } = loaded;
  return {
    version: 2,
    config: row.config,
    human: row.human,
    chainMode: row.chainMode,
    userName: row.userName,
    startHash: row.startHash,
    steps: loaded.actions.map((a) => ({ action: a.action, stateHash: a.stateHash })),
    history: loaded.messages.map(({ seq: _seq, createdAt: _at, ...entry }) => entry),
    modelCalls: loaded.modelCalls.map(({ seq: _seq, ...call }) => call),
    stateHash: row.stateHash,
    opened: row.opened,
    pendingChoices: row.pendingChoices,
    persona: row.persona,
    ...(loaded.base ? { base: loaded.base } : {}),
  };
}
