/**
 * Narration the player can watch: the board and the options come first, the narration
 * shows sentence by sentence while the model is still generating, and a new message ends
 * the showing cleanly while the narration still completes in the history. No timing: the
 * model's stream waits on a gate the test opens.
 */
import { describe, expect, it } from 'vitest';
import type { SessionChunk } from '../../src/chat/session.js';
import { config, GatedModel, session } from './helpers.js';

describe('narration streams after the options', () => {
  it('options before narration; the first sentence before the generation ends; a new message ends the showing and the narration completes in the history', async () => {
    const model = new GatedModel();
    // The bot goes first: the opening holds its turn and one narration of it.
    const s = session({ config: config('stream-1', 1) }, { model });
    const opening = s.open()[Symbol.asyncIterator]();
    const seen: SessionChunk[] = [];
    let firstNarration: SessionChunk | undefined;
    while (!firstNarration) {
      const next = await opening.next();
      expect(next.done).toBe(false);
      seen.push(next.value as SessionChunk);
      if (next.value.type === 'text' && next.value.role === 'narration') firstNarration = next.value;
    }
    // The first sentence reached us while the model is still generating.
    expect(firstNarration).toMatchObject({ text: 'Well, that happened. ' });
    expect(model.streamsEnded).toBe(0);
    // The bot's events, the board and the options all came before it.
    const types = seen.map((c) => c.type);
    expect(types.indexOf('options')).toBeGreaterThan(types.lastIndexOf('view'));
    expect(types.indexOf('options')).toBeLessThan(types.length - 1);
    expect(types.filter((t) => t === 'event').length).toBeGreaterThan(3);
    expect(s.legalOptions().length).toBeGreaterThan(0);

    // The player acts while the narration streams: the opening ends cleanly, the new reply runs.
    const board = s.send('board');
    const pendingOpening = opening.next();
    const reply: SessionChunk[] = [];
    for await (const c of board) reply.push(c);
    expect((await pendingOpening)).toEqual({ done: false, value: { type: 'done' } });
    expect((await opening.next()).done).toBe(true);
    expect(reply.some((c) => c.type === 'text' && c.role === 'info' && /Your field|Opponent/.test(c.text))).toBe(true);
    expect(reply.at(-1)).toEqual({ type: 'done' });

    // The narration finishes in the history, whole, after the player's message.
    expect(s.history.some((h) => h.kind === 'narration')).toBe(false);
    model.open();
    await s.narrationsSettled();
    const narration = s.history.filter((h) => h.kind === 'narration');
    expect(narration.map((h) => h.text)).toEqual(['Well, that happened. And the duel goes on.']);
    expect(model.streamsEnded).toBe(1);
  });
});
