/**
 * The online ChatModel through the REAL `openai` package against the local fake server.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { OnlineModelConfig } from '../../src/llm/config.js';
import { createOpenAIModel, ModelCallError, ModelTimeoutError, type OpenAIModelOptions } from '../../src/llm/openaiModel.js';
import type { ChatMessage, ModelCallRecord, ModelRole } from '../../src/llm/types.js';
import { startFakeOpenAI, type FakeOpenAIServer, type FakeResponder } from '../support/fakeOpenAI.js';

const API_KEY = 'sk-test-0123456789-secret';

let server: FakeOpenAIServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(
  responder: FakeResponder,
  config: Partial<OnlineModelConfig> = {},
  options: OpenAIModelOptions = {},
): Promise<{ fake: FakeOpenAIServer; model: ReturnType<typeof createOpenAIModel> }> {
  const fake = await startFakeOpenAI(responder);
  server = fake;
  const full: OnlineModelConfig = {
    mode: 'online',
    apiKey: API_KEY,
    apiKeyIsDummy: false,
    baseURL: fake.url,
    models: { moves: 'fake-model', interpret: 'fake-model', narration: 'fake-model', rules: 'fake-model' },
    timeoutMs: 2000,
    jsonMode: 'auto',
    ...config,
  };
  return { fake, model: createOpenAIModel(full, { retryBackoffMs: 50, ...options }) };
}

const MOVE_IDS = ['attack-1', 'summon-3', 'pass'] as const;
const moveSchema = z.object({ option: z.enum(MOVE_IDS) });
const moveMessages: ChatMessage[] = [
  { role: 'system', content: 'You are the bot. Pick one legal option id.' },
  { role: 'user', content: 'Options: attack-1, summon-3, pass.' },
];
const moveRequest = (role: ModelRole = 'moves') => ({
  role,
  messages: moveMessages,
  schema: moveSchema,
  schemaName: 'move',
});

function outcomes(records: ModelCallRecord[]): string[] {
  return records.map((r) => r.outcome);
}

async function collect(iterable: AsyncIterable<string>): Promise<{ chunks: string[]; error: unknown }> {
  const chunks: string[] = [];
  try {
    for await (const chunk of iterable) chunks.push(chunk);
    return { chunks, error: undefined };
  } catch (error) {
    return { chunks, error };
  }
}

describe('createOpenAIModel: structured answers', () => {
  it('sends the zod schema as strict json_schema output and returns the validated value', async () => {
    const { fake, model } = await setup(() => ({ json: { option: 'summon-3' }, usage: { prompt_tokens: 120, completion_tokens: 7 } }));
    const result = await model.structured(moveRequest());

    expect(result).toMatchObject({ ok: true, value: { option: 'summon-3' } });
    expect(result.records).toHaveLength(1);
    expect(result.records[0]).toMatchObject({
      role: 'moves',
      model: 'fake-model',
      outcome: 'ok',
      promptTokens: 120,
      completionTokens: 7,
    });
    expect(result.records[0]?.error).toBeUndefined();
    expect(result.records[0]?.latencyMs).toBeGreaterThanOrEqual(0);

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.model).toBe('fake-model');
    expect(sent.messages).toEqual(moveMessages);
    expect(sent.stream).toBeFalsy();
    expect(sent.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'move',
        strict: true,
        schema: {
          type: 'object',
          properties: { option: { type: 'string', enum: ['attack-1', 'summon-3', 'pass'] } },
          required: ['option'],
          additionalProperties: false,
        },
      },
    });
    // Our retry policy, not the library's: the library's retry counter stays at 0.
    expect(fake.headers[0]?.['authorization']).toBe(`Bearer ${API_KEY}`);
    expect(fake.headers[0]?.['x-stainless-retry-count']).toBe('0');
    expect(model.describe()).toBe(`fake-model via ${fake.url}`);
    expect(model.describe()).not.toContain(API_KEY);
  });

  it('wraps a bare enum schema in an object (servers want an object at the root) and unwraps the answer', async () => {
    const { fake, model } = await setup(() => ({ json: { value: 'pass' } }));
    const result = await model.structured({ role: 'moves', messages: moveMessages, schema: z.enum(MOVE_IDS), schemaName: 'move id' });

    expect(result).toMatchObject({ ok: true, value: 'pass' });
    expect(fake.requests[0]?.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'move_id',
        strict: true,
        schema: {
          type: 'object',
          properties: { value: { type: 'string', enum: ['attack-1', 'summon-3', 'pass'] } },
          required: ['value'],
          additionalProperties: false,
        },
      },
    });
  });

  it('falls back to json_object when json_schema is rejected, describes the schema, and remembers it per model', async () => {
    const { fake, model } = await setup(
      (_body, index) => (index === 0 ? { fault: 'reject-json-schema' } : { json: { option: 'attack-1' } }),
      { models: { moves: 'model-a', interpret: 'model-a', narration: 'model-b', rules: 'model-a' } },
    );

    const first = await model.structured(moveRequest());
    expect(first).toMatchObject({ ok: true, value: { option: 'attack-1' } });
    expect(outcomes(first.records)).toEqual(['http-error', 'ok-json-mode']);
    expect(first.records[0]?.error).toMatch(/json_schema/);
    expect(first.records[0]?.error).toMatch(/400/);
    expect(fake.requests[0]?.response_format?.type).toBe('json_schema');
    const fallback = fake.requests[1]!;
    expect(fallback.response_format).toEqual({ type: 'json_object' });
    // The schema goes into the (single) system message, which mentions JSON.
    const systems = (fallback.messages ?? []).filter((m) => m.role === 'system');
    expect(systems).toHaveLength(1);
    const system = String(systems[0]?.content);
    expect(system).toContain('You are the bot.');
    expect(system).toContain('JSON');
    expect(system).toContain('"enum":["attack-1","summon-3","pass"]');

    // Remembered for model-a: straight to JSON mode, one request.
    const second = await model.structured(moveRequest('rules'));
    expect(second).toMatchObject({ ok: true, value: { option: 'attack-1' } });
    expect(outcomes(second.records)).toEqual(['ok-json-mode']);
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests[2]?.response_format).toEqual({ type: 'json_object' });

    // Not for model-b: it still gets json_schema first.
    const third = await model.structured(moveRequest('narration'));
    expect(outcomes(third.records)).toEqual(['ok']);
    expect(fake.requests[3]?.model).toBe('model-b');
    expect(fake.requests[3]?.response_format?.type).toBe('json_schema');
  });

  it('sends a malformed answer back once with the error, and reports the fixed answer as repaired', async () => {
    const { fake, model } = await setup((_body, index) =>
      index === 0 ? { fault: 'malformed-json', content: 'I pick attack-1 because it wins' } : { json: { option: 'attack-1' } },
    );
    const result = await model.structured(moveRequest());

    expect(result).toMatchObject({ ok: true, value: { option: 'attack-1' } });
    expect(outcomes(result.records)).toEqual(['invalid-json', 'repaired']);
    expect(result.records[0]?.error).toMatch(/not JSON/);
    expect(fake.requests).toHaveLength(2);
    const repair = fake.requests[1]!.messages ?? [];
    expect(repair.slice(0, 2)).toEqual(moveMessages);
    expect(repair[2]).toEqual({ role: 'assistant', content: 'I pick attack-1 because it wins' });
    expect(repair[3]?.role).toBe('user');
    expect(String(repair[3]?.content)).toMatch(/not JSON/);
    // The repair keeps asking for the same structured output.
    expect(fake.requests[1]?.response_format?.type).toBe('json_schema');
  });

  it('gives up with ok:false after the repair retry also breaks the schema', async () => {
    const { fake, model } = await setup(() => ({ fault: 'schema-break' }));
    const result = await model.structured(moveRequest());

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/after one repair/);
    expect(result.error).toMatch(/schema/);
    expect(outcomes(result.records)).toEqual(['schema-mismatch', 'schema-mismatch']);
    expect(result.records.every((r) => r.completionTokens > 0 && r.model === 'fake-model')).toBe(true);
    expect(fake.requests).toHaveLength(2);
    expect(String(fake.requests[1]?.messages?.[2]?.content)).toContain('__not_one_of_the_options__');
  });

  it('times out within the configured time-out, without retrying', async () => {
    const { fake, model } = await setup(() => ({ fault: 'timeout' }), { timeoutMs: 300 });
    const started = performance.now();
    const result = await model.structured(moveRequest());
    const elapsed = performance.now() - started;

    expect(result.ok).toBe(false);
    expect(outcomes(result.records)).toEqual(['timeout']);
    expect(result.records[0]?.error).toMatch(/300 ms/);
    expect(result.records[0]?.latencyMs).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1000);
    expect(fake.requests).toHaveLength(1);
  });

  it('stops at once, without retrying, when the caller aborts', async () => {
    const { fake, model } = await setup(() => ({ fault: 'timeout' }), { timeoutMs: 5000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = performance.now();
    const result = await model.structured({ ...moveRequest(), signal: controller.signal });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result).toMatchObject({ ok: false, error: 'aborted by the caller' });
    expect(outcomes(result.records)).toEqual(['http-error']);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 500 once, then fails; and succeeds when the retry succeeds', async () => {
    const failing = await setup(() => ({ fault: 'http500' }));
    const failed = await failing.model.structured(moveRequest());
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(failed.error).toMatch(/500/);
    expect(outcomes(failed.records)).toEqual(['http-error', 'http-error']);
    expect(failing.fake.requests).toHaveLength(2);
    await failing.fake.close();

    const recovering = await setup((_body, index) => (index === 0 ? { fault: 'http500' } : { json: { option: 'pass' } }));
    const recovered = await recovering.model.structured(moveRequest());
    expect(recovered).toMatchObject({ ok: true, value: { option: 'pass' } });
    expect(outcomes(recovered.records)).toEqual(['http-error', 'ok']);
    expect(recovering.fake.requests).toHaveLength(2);
  });

  it('honours retry-after on a 429 (capped), retries once, then fails', async () => {
    const honoured = await setup((_body, index) =>
      index === 0 ? { fault: 'http429', retryAfter: 0.4 } : { json: { option: 'attack-1' } },
    );
    let started = performance.now();
    const ok = await honoured.model.structured(moveRequest());
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
    expect(ok).toMatchObject({ ok: true, value: { option: 'attack-1' } });
    expect(outcomes(ok.records)).toEqual(['http-error', 'ok']);
    expect(ok.records[0]?.error).toMatch(/429/);
    await honoured.fake.close();

    const capped = await setup(() => ({ fault: 'http429', retryAfter: 60 }), {}, { maxRetryAfterMs: 300 });
    started = performance.now();
    const failed = await capped.model.structured(moveRequest());
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(1500);
    expect(failed.ok).toBe(false);
    expect(outcomes(failed.records)).toEqual(['http-error', 'http-error']);
    expect(capped.fake.requests).toHaveLength(2);
  });

  it('records tokens from usage, and estimates chars/4 when the server sends no usage', async () => {
    const { model } = await setup((_body, index) =>
      index === 0
        ? { json: { option: 'pass' }, usage: { prompt_tokens: 321, completion_tokens: 9 } }
        : { json: { option: 'pass' }, usage: null },
    );
    const withUsage = await model.structured(moveRequest());
    expect(withUsage.records[0]).toMatchObject({ promptTokens: 321, completionTokens: 9, outcome: 'ok' });

    const estimated = await model.structured(moveRequest());
    const promptChars = moveMessages.map((m) => m.content).join('\n').length;
    const answerChars = JSON.stringify({ option: 'pass' }).length;
    expect(estimated.records[0]).toMatchObject({
      promptTokens: Math.ceil(promptChars / 4),
      completionTokens: Math.ceil(answerChars / 4),
      outcome: 'ok',
    });
  });

  it('fails fast with http-error when the server cannot be reached, and passes records to onRecord', async () => {
    const seen: ModelCallRecord[] = [];
    const { fake, model } = await setup(() => ({ auto: true }), {}, { onRecord: (r) => seen.push(r) });
    await fake.close();
    const result = await model.structured(moveRequest());
    expect(result.ok).toBe(false);
    expect(outcomes(result.records)).toEqual(['http-error']);
    expect(result.records[0]?.error).toMatch(/cannot reach/);
    expect(seen).toEqual(result.records);
  });
});

describe('createOpenAIModel: streaming', () => {
  it('yields the chunks in order and records the call with usage', async () => {
    const { fake, model } = await setup(() => ({
      stream: ['The ', 'Dark ', 'Magician ', 'attacks.'],
      usage: { prompt_tokens: 50, completion_tokens: 4 },
    }));
    const records: ModelCallRecord[] = [];
    const { chunks, error } = await collect(
      model.stream({ role: 'narration', messages: [{ role: 'user', content: 'Narrate the attack.' }] }, (r) => records.push(r)),
    );

    expect(error).toBeUndefined();
    expect(chunks).toEqual(['The ', 'Dark ', 'Magician ', 'attacks.']);
    expect(records).toEqual([
      expect.objectContaining({ role: 'narration', model: 'fake-model', outcome: 'ok', promptTokens: 50, completionTokens: 4 }),
    ]);
    expect(fake.requests[0]).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(fake.requests[0]?.response_format).toBeUndefined();
  });

  it('throws when the stream is cut mid-way, after yielding what arrived', async () => {
    const { model } = await setup(() => ({ fault: 'stream-cut', stream: ['Blue-Eyes ', 'roars '] }));
    const records: ModelCallRecord[] = [];
    const { chunks, error } = await collect(
      model.stream({ role: 'narration', messages: [{ role: 'user', content: 'Narrate.' }] }, (r) => records.push(r)),
    );

    expect(chunks).toEqual(['Blue-Eyes ', 'roars ']);
    expect(error).toBeInstanceOf(ModelCallError);
    expect((error as Error).message).toMatch(/closed in the middle/);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ outcome: 'http-error', role: 'narration' });
    expect(records[0]?.error).toBeTruthy();
  });

  it('throws ModelTimeoutError when no answer comes in time, or chunks stop coming', async () => {
    const silent = await setup(() => ({ fault: 'timeout' }), { timeoutMs: 300 });
    const records: ModelCallRecord[] = [];
    let started = performance.now();
    const none = await collect(silent.model.stream({ role: 'narration', messages: [{ role: 'user', content: 'Narrate.' }] }, (r) => records.push(r)));
    expect(none.error).toBeInstanceOf(ModelTimeoutError);
    expect(none.chunks).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(records[0]?.outcome).toBe('timeout');
    await silent.fake.close();

    const stalling = await setup(() => ({ stream: ['One ', 'two ', 'three'], chunkDelayMs: 800 }), { timeoutMs: 5000 }, { streamIdleTimeoutMs: 200 });
    started = performance.now();
    const stalled = await collect(stalling.model.stream({ role: 'narration', messages: [{ role: 'user', content: 'Narrate.' }] }));
    expect(stalled.error).toBeInstanceOf(ModelTimeoutError);
    expect((stalled.error as Error).message).toMatch(/no new chunk within 200 ms/);
    expect(performance.now() - started).toBeLessThan(2500);
  });
});
