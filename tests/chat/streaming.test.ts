/**
 * Narration the player can watch: the board and the options come first, the narration
 * shows sentence by sentence while the model is still generating, and a new message ends
 * the showing cleanly while the narration still completes in the history. No timing: the
 * model's stream waits on a gate the test opens.
 */
import { describe, expect, it } from 'vitest';
import type { SessionChunk } from '../../src/chat/session.js';
import { collect, config, GatedModel, session } from './helpers.js';

describe('narration streams after the options', () => {
  it('options before narration; the first sentence before the generation ends; a new message ends the showing and the narration completes in the history', async () => {
    const model = new GatedModel();
    // The player goes first and summons: one narration of their move (the model's, held at
    // the gate after its first sentence).
    const s = session({ config: config('stream-1', 0) }, { model });
    await collect(s.open());
    const summon = s.legalOptions().find((o) => o.id.startsWith('summon:') && !o.id.includes(':t'))!;
    const first = s.act(summon.id)[Symbol.asyncIterator]();
    const seen: SessionChunk[] = [];
    let firstNarration: SessionChunk | undefined;
    while (!firstNarration) {
      const next = await first.next();
      expect(next.done).toBe(false);
      seen.push(next.value as SessionChunk);
      if (next.value.type === 'text' && next.value.role === 'narration') firstNarration = next.value;
    }
    // The first sentence reached us while the model is still generating.
    expect(firstNarration).toMatchObject({ text: 'Well, that happened. ' });
    expect(model.streamsEnded).toBe(0);
    // The move's events, the board and the options all came before it.
    const types = seen.map((c) => c.type);
    expect(types.indexOf('event')).toBeGreaterThan(-1);
    expect(types.indexOf('options')).toBeGreaterThan(types.lastIndexOf('view'));
    expect(types.indexOf('options')).toBeLessThan(types.length - 1);
    expect(s.legalOptions().length).toBeGreaterThan(0);

    // The player ends the turn while the narration streams: the first reply ends cleanly,
    // the new one plays the bot's whole turn (on its plan) and gives the options back.
    const endTurn = s.legalOptions().find((o) => o.id === 'end-turn')!;
    const next = s.act(endTurn.id);
    const pendingFirst = first.next();
    const reply: SessionChunk[] = [];
    for await (const c of next) reply.push(c);
    expect(await pendingFirst).toEqual({ done: false, value: { type: 'done' } });
    expect((await first.next()).done).toBe(true);
    expect(s.state.turn).toBe(3);
    expect(reply.filter((c) => c.type === 'event').length).toBeGreaterThan(3);
    expect(reply.some((c) => c.type === 'options')).toBe(true);
    expect(reply.at(-1)).toEqual({ type: 'done' });
    expect(model.requests.filter((r) => r.role === 'moves').length).toBeGreaterThan(0);

    // The narration finishes in the history, whole, after the player's message.
    const gated = (): string[] => s.history.filter((h) => h.kind === 'narration' && h.text.startsWith('Well')).map((h) => h.text);
    expect(gated()).toEqual([]);
    model.open();
    await s.narrationsSettled();
    expect(gated()).toEqual(['Well, that happened. And the duel goes on.']);
    expect(model.streamsEnded).toBe(1);
  });
});
