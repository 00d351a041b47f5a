/**
 * With a model configured, a message that names a card but asks for nothing ("X reminds
 * me of my brother", "I'm saving X for later") is never played without a yes, even when
 * the model reads a move into it and that move is among the offline reading's candidates.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sampleFromSchema } from '../support/fakeOpenAI.js';
import { collect, config, messages, ScriptedModel, session } from './helpers.js';

describe('model moves read into remarks', () => {
  it('a remark naming a card: the model\'s move is shown and waits for a yes; "no" plays nothing', async () => {
    let summonId = '';
    const model = new ScriptedModel({
      structured: (request) => {
        const schema = z.toJSONSchema(request.schema) as Record<string, unknown>;
        if (request.role !== 'interpret') return sampleFromSchema(schema);
        return { kind: 'moves', steps: [summonId], request: null, question: null };
      },
      stream: () => 'Heh.',
    });
    const s = session({ config: config('chat-one', 0) }, { model });
    await collect(s.open());
    const summon = s.legalOptions().find((o) => o.id.startsWith('summon:') && !o.id.includes(':t'))!;
    expect(summon).toBeDefined();
    summonId = summon.id;
    const card = summon.command.replace(/^summon /, '');
    const before = s.actions.length;
    for (const remark of [`${card} reminds me of my brother`, `honestly ${card} has the best art`]) {
      const shown = await collect(s.send(remark));
      expect(s.actions.length, remark).toBe(before);
      const reply = messages(shown, 'reply').join('\n');
      if (/Shall I play it\?/.test(reply)) {
        await collect(s.send('no'));
        expect(s.actions.length, remark).toBe(before);
      }
    }
  });
});
