/**
 * The online ChatModel: Chat Completions through the official `openai` package, which
 * every OpenAI-compatible server implements (OpenAI, Ollama, llama.cpp server, vLLM,
 * LM Studio, OpenRouter).
 *
 * Policy (ours, not the client library's — it gets `maxRetries: 0`):
 * - every HTTP call has a time-out covering the whole call, body included (the library's
 *   own `timeout` only covers the wait for response headers);
 * - 429 and 5xx: one retry after a short backoff (`retry-after` honoured up to 2 s), then fail;
 * - structured answers: JSON-schema output (`strict` when the schema allows it); when the
 *   server rejects it, JSON mode with the schema described in the system message
 *   (remembered per model); a broken answer gets ONE repair retry; then `ok: false` and the
 *   caller uses its offline decision;
 * - every HTTP call yields a ModelCallRecord.
 */
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { describeOnlineConfig, type OnlineModelConfig } from './config.js';
import { CallRunner, Deadline, isCallFailure, rejectsJsonSchema, RETRYABLE_STATUSES, sleep, type CallFailure } from './openaiCall.js';
import {
  estimateTokens,
  extractJson,
  jsonModeInstruction,
  messagesChars,
  prepareJsonSchema,
  repairMessages,
  safeSchemaName,
  validate,
  withSystemNote,
} from './openaiJson.js';
import type { CallOutcome, ChatModel, ModelCallRecord, ModelRole, StreamRequest, StructuredRequest, StructuredResult } from './types.js';

export { extractJson, prepareJsonSchema, type PreparedSchema } from './openaiJson.js';

export interface OpenAIModelOptions {
  /** Called with every call record as it is made (session log, benchmarks). */
  onRecord?: (record: ModelCallRecord) => void;
  /** Wait before the one retry after a 429/5xx without `retry-after` (default 500 ms). */
  retryBackoffMs?: number;
  /** Upper bound for a server's `retry-after` (default 2000 ms). */
  maxRetryAfterMs?: number;
  /** Longest silence between two stream chunks (default: the time-out, at most 10 s). */
  streamIdleTimeoutMs?: number;
  /** Replace the fetch implementation (tests, proxies). */
  fetch?: typeof fetch;
}

/** Thrown by `stream()` when the server does not answer in time. */
export class ModelTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelTimeoutError';
  }
}

/** Thrown by `stream()` for HTTP errors, cut streams and caller aborts. */
export class ModelCallError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'ModelCallError';
    this.status = status;
  }
}

export function createOpenAIModel(config: OnlineModelConfig, options: OpenAIModelOptions = {}): ChatModel {
  const runner = new CallRunner(
    config,
    { onRecord: options.onRecord, backoffMs: options.retryBackoffMs ?? 500, maxRetryAfterMs: options.maxRetryAfterMs ?? 2000 },
    options.fetch,
  );
  const idleMs = options.streamIdleTimeoutMs ?? Math.min(config.timeoutMs, 10_000);
  /** Models whose server refused JSON-schema output but answered in JSON mode. */
  const jsonObjectModels = new Set<string>();
  /** Set when the server refused `stream_options` (usage in streams); we stop sending it. */
  const streamState = { usageRefused: false };

  const modelFor = (role: ModelRole): string => config.models[role];

  const description = describeOnlineConfig(config);
  return {
    describe: () => description,
    modelFor,
    structured: (request) => structured(runner, jsonObjectModels, modelFor(request.role), request),
    stream: (request, onRecord) => streamText(runner, { model: modelFor(request.role), idleMs, state: streamState }, request, onRecord),
  };
}

/**
 * One structured answer: JSON-schema output, or JSON mode where the server refuses it
 * (remembered per model in `jsonObjectModels`); a broken answer gets one repair retry.
 */
async function structured<T>(runner: CallRunner, jsonObjectModels: Set<string>, model: string, request: StructuredRequest<T>): Promise<StructuredResult<T>> {
  const { config } = runner;
  const records: ModelCallRecord[] = [];
  const prepared = prepareJsonSchema(request.schema);
  let jsonMode = config.jsonMode === 'json_object' || jsonObjectModels.has(model);
  let switchedToJsonMode = false;
  let messages = request.messages;
  let repairing = false;

  for (;;) {
    const sent = jsonMode ? withSystemNote(messages, jsonModeInstruction(request.schemaName, prepared)) : messages;
    const body: ChatCompletionCreateParamsNonStreaming = {
      model,
      messages: sent as ChatCompletionMessageParam[],
      response_format: jsonMode
        ? { type: 'json_object' }
        : {
            type: 'json_schema',
            json_schema: { name: safeSchemaName(request.schemaName), schema: prepared.jsonSchema, strict: prepared.strict },
          },
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    };
    const promptText = messagesChars(sent);
    const result = await runner.complete(request.role, body, records, request.signal, promptText);

    if (!result.ok) {
      if (!jsonMode && config.jsonMode === 'auto' && !switchedToJsonMode && rejectsJsonSchema(result.failure)) {
        const last = records[records.length - 1];
        if (last) last.error = `json_schema output refused, switching to JSON mode (${last.error ?? ''})`;
        jsonMode = true;
        switchedToJsonMode = true;
        continue;
      }
      return { ok: false, error: result.failure.error, records };
    }

    // The server answered in JSON mode where JSON-schema output was refused: remember.
    if (switchedToJsonMode) jsonObjectModels.add(model);

    const { value: call } = result;
    const parsed = extractJson(call.content);
    const checked = parsed.ok ? validate(request.schema, prepared, parsed.value) : parsed;
    const record: ModelCallRecord = {
      role: request.role,
      model,
      promptTokens: call.promptTokens,
      completionTokens: call.completionTokens,
      latencyMs: call.latencyMs,
      outcome: 'ok',
    };
    if (checked.ok) {
      record.outcome = repairing ? 'repaired' : jsonMode ? 'ok-json-mode' : 'ok';
      runner.emit(records, record);
      return { ok: true, value: checked.value, records };
    }
    record.outcome = parsed.ok ? 'schema-mismatch' : 'invalid-json';
    record.error = checked.error;
    runner.emit(records, record);
    if (repairing) return { ok: false, error: `after one repair: ${checked.error}`, records };
    repairing = true;
    messages = repairMessages(messages, call.content, checked.error);
  }
}

interface StreamSetup {
  model: string;
  /** Longest silence between two chunks. */
  idleMs: number;
  /** Shared by the model's streams: whether the server refused `stream_options`. */
  state: { usageRefused: boolean };
}

/**
 * Opens a stream under the same policy as structured calls: one retry for 429/5xx, and
 * a server that refuses `stream_options` is asked again without it (and not asked again).
 */
async function openStream(runner: CallRunner, setup: StreamSetup, request: StreamRequest, deadline: Deadline): Promise<AsyncIterable<ChatCompletionChunk>> {
  const open = (withUsage: boolean): Promise<AsyncIterable<ChatCompletionChunk>> => {
    const body: ChatCompletionCreateParamsStreaming = {
      model: setup.model,
      messages: request.messages as ChatCompletionMessageParam[],
      stream: true,
      ...(withUsage ? { stream_options: { include_usage: true } } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    };
    return deadline.race(() => runner.client.chat.completions.create(body, { signal: deadline.controller.signal, timeout: deadline.remainingMs, maxRetries: 0 }));
  };
  let retried = false;
  for (;;) {
    try {
      return await open(!setup.state.usageRefused);
    } catch (error) {
      const failure = runner.describeFailure(error, deadline);
      if (failure.status === 400 && !setup.state.usageRefused && /stream_options|include_usage/i.test(failure.error)) {
        setup.state.usageRefused = true;
        continue;
      }
      if (!retried && failure.status !== undefined && RETRYABLE_STATUSES.has(failure.status)) {
        retried = true;
        await sleep(runner.retryWait(failure, deadline.remainingMs), request.signal);
        continue;
      }
      throw failure;
    }
  }
}

/** One streamed answer, yielded as it comes; one record for the call, however it ends. */
async function* streamText(runner: CallRunner, setup: StreamSetup, request: StreamRequest, onRecord?: (record: ModelCallRecord) => void): AsyncGenerator<string> {
  const promptText = messagesChars(request.messages);
  const start = performance.now();
  let text = '';
  let usage: { prompt_tokens: number; completion_tokens: number } | undefined;
  let recorded = false;
  const record = (outcome: CallOutcome, error?: string): void => {
    if (recorded) return;
    recorded = true;
    const entry: ModelCallRecord = {
      role: request.role,
      model: setup.model,
      promptTokens: usage?.prompt_tokens ?? estimateTokens(promptText),
      completionTokens: usage?.completion_tokens ?? estimateTokens(text),
      latencyMs: Math.round(performance.now() - start),
      outcome,
    };
    if (error !== undefined) entry.error = error;
    onRecord?.(entry);
    runner.policy.onRecord?.(entry);
  };
  const deadline = new Deadline(runner.config.timeoutMs, request.signal);
  try {
    const iterator = (await openStream(runner, setup, request, deadline))[Symbol.asyncIterator]();
    let finished = false;
    let first = true;
    for (;;) {
      // The library ends a stream silently when it is aborted, so time-outs are read
      // from the deadline afterwards. Time spent by our consumer does not count.
      const next = await deadline.race(() => iterator.next(), first ? Infinity : setup.idleMs);
      if (next.done) break;
      first = false;
      if (next.value.usage) usage = next.value.usage;
      const choice = next.value.choices?.[0];
      if (choice?.finish_reason) finished = true;
      const delta = choice?.delta?.content;
      if (delta) {
        text += delta;
        yield delta;
      }
    }
    if (deadline.timedOut || deadline.callerAborted) throw runner.describeFailure(undefined, deadline);
    if (!finished) throw { outcome: 'http-error', error: 'the stream ended before the model finished', aborted: false } satisfies CallFailure;
    record('ok');
  } catch (error) {
    const failure = isCallFailure(error) ? error : runner.describeFailure(error, deadline);
    record(failure.outcome, failure.error);
    if (failure.outcome === 'timeout') throw new ModelTimeoutError(`${setup.model}: ${failure.error}`);
    throw new ModelCallError(`${setup.model}: ${failure.error}`, failure.status);
  } finally {
    // The consumer stopped early (break/return): the call still counts.
    if (!recorded) record('ok');
    deadline.controller.abort();
    deadline.dispose();
  }
}
