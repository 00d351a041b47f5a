/**
 * The player acts while a narration streams: the server's next request ends the showing,
 * the earlier reply commits without it, and the narration (with its model call) is
 * committed by the next reply once it has finished: no conflict, nothing lost.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionChunk } from '../../src/chat/session.js';
import { loadDefaultPersona } from '../../src/llm/persona.js';
import { config, GatedModel } from '../chat/helpers.js';
import { startServer, tempDir, type TestServer } from './helpers.js';

const open: { server: TestServer; cleanup: () => void }[] = [];
afterEach(async () => {
  for (const o of open.splice(0)) {
    await o.server.close();
    o.cleanup();
  }
});

describe('a narration that outlives its reply', () => {
  it('is committed by the next reply, whole, with its model call', async () => {
    const { dir, cleanup } = tempDir();
    const model = new GatedModel();
    const server = await startServer(join(dir, 'duels.db'), { model, modelBanner: 'gated (test)' });
    open.push({ server, cleanup });
    const { manager, store } = server;
    const { row, session: made } = await manager.create({
      config: config('commit-1', 0),
      human: 0,
      chainMode: 'auto',
      userName: 'Duelist',
      persona: loadDefaultPersona(),
      personaId: null,
      deckIds: [null, null],
    });
    // This manager plays its sessions in this thread (no worker pool), so the live session is here.
    const session = made!;
    let sawNarration!: () => void;
    const narrationShown = new Promise<void>((resolve) => (sawNarration = resolve));
    const first: SessionChunk[] = [];
    // A summon: its narration is the model's (Kip's own turns are told offline, beside the plan's line).
    const summon = session.legalOptions().find((o) => o.id.startsWith('summon:') && !o.id.includes(':t'))!;
    const summoned = manager.reply(row.id, { kind: 'message', text: summon.command }, {
      onChunk: (c) => {
        first.push(c);
        if (c.type === 'text' && c.role === 'narration') sawNarration();
      },
    });
    await narrationShown;
    // The player asks for the board while the summon is still being narrated.
    const board = await manager.reply(row.id, { kind: 'message', text: 'board' }, { onChunk: () => undefined });
    const committed = await summoned;
    expect(committed.step).toBeGreaterThan(0);
    expect(board.step).toBe(committed.step);
    expect(first.some((c) => c.type === 'options')).toBe(true);
    expect(store.load(row.id)!.messages.some((m) => m.kind === 'narration')).toBe(false);

    model.open();
    await session.narrationsSettled();
    await manager.reply(row.id, { kind: 'message', text: 'hand' }, { onChunk: () => undefined });
    const saved = store.load(row.id)!;
    expect(saved.messages.filter((m) => m.kind === 'narration').map((m) => m.text)).toEqual(['Well, that happened. And the duel goes on.']);
    expect(saved.messages.length).toBe(session.history.length);
  });
});
