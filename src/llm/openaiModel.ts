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
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { z, type ZodType } from 'zod';
import { describeOnlineConfig, displayHost, type OnlineModelConfig } from './config.js';
import type {
  CallOutcome,
  ChatMessage,
  ChatModel,
  ModelCallRecord,
  ModelRole,
  StreamRequest,
  StructuredRequest,
  StructuredResult,
} from './types.js';

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

// ---------------------------------------------------------------------------------------
// JSON schemas from zod schemas

type JsonSchema = Record<string, unknown>;

export interface PreparedSchema {
  /** What is sent: always an object at the root (servers require that). */
  jsonSchema: JsonSchema;
  /** True when a non-object schema was wrapped as `{ value: <schema> }`. */
  wrapped: boolean;
  /** True when the schema meets the rules of strict structured output. */
  strict: boolean;
}

function isObjectSchema(schema: JsonSchema): boolean {
  return schema['type'] === 'object';
}

/** Strict structured output needs closed objects with every property required. */
function strictCompatible(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(strictCompatible);
  if (node === null || typeof node !== 'object') return true;
  const schema = node as JsonSchema;
  if (schema['type'] === 'object' || 'properties' in schema) {
    const props = (schema['properties'] ?? {}) as JsonSchema;
    const required = Array.isArray(schema['required']) ? (schema['required'] as unknown[]) : [];
    if (schema['additionalProperties'] !== false) return false;
    if (!Object.keys(props).every((key) => required.includes(key))) return false;
  }
  return Object.values(schema).every(strictCompatible);
}

/** The JSON schema sent for a zod schema (zod 4's `z.toJSONSchema`). */
export function prepareJsonSchema(schema: ZodType): PreparedSchema {
  const raw = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema;
  const { $schema: _ignored, ...body } = raw;
  void _ignored;
  const wrapped = !isObjectSchema(body);
  const jsonSchema: JsonSchema = wrapped
    ? { type: 'object', properties: { value: body }, required: ['value'], additionalProperties: false }
    : body;
  return { jsonSchema, wrapped, strict: strictCompatible(jsonSchema) };
}

// ---------------------------------------------------------------------------------------
// Answers

/** Lenient JSON extraction: plain JSON, a fenced block, or the outermost {...}. */
export function extractJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const cleaned = text.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const candidates = [cleaned];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(cleaned);
  if (fenced?.[1]) candidates.push(fenced[1].trim());
  const first = cleaned.search(/[{[]/);
  const last = Math.max(cleaned.lastIndexOf('}'), cleaned.lastIndexOf(']'));
  if (first >= 0 && last > first) candidates.push(cleaned.slice(first, last + 1));
  for (const candidate of candidates) {
    if (candidate === '') continue;
    try {
      return { ok: true, value: JSON.parse(candidate) as unknown };
    } catch {
      // try the next candidate
    }
  }
  const preview = cleaned.length > 80 ? `${cleaned.slice(0, 80)}…` : cleaned;
  return { ok: false, error: `the answer is not JSON: ${JSON.stringify(preview)}` };
}

function validate<T>(
  schema: ZodType<T>,
  prepared: PreparedSchema,
  value: unknown,
): { ok: true; value: T } | { ok: false; error: string } {
  const candidates: unknown[] = [];
  if (prepared.wrapped && value !== null && typeof value === 'object' && !Array.isArray(value) && 'value' in value) {
    candidates.push((value as { value: unknown }).value);
  }
  candidates.push(value);
  let firstError: string | undefined;
  for (const candidate of candidates) {
    const result = schema.safeParse(candidate);
    if (result.success) return { ok: true, value: result.data };
    firstError ??= z.prettifyError(result.error);
  }
  return { ok: false, error: `the answer breaks the schema: ${truncate(firstError ?? 'invalid', 400)}` };
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function messagesChars(messages: ChatMessage[]): string {
  return messages.map((m) => m.content).join('\n');
}

function jsonModeInstruction(name: string, prepared: PreparedSchema): string {
  const shape = prepared.wrapped ? ' (an object with a single "value" field)' : '';
  return (
    `Reply with one JSON object only${shape}: no prose, no code fences. ` +
    `It must match this JSON Schema, named "${name}":\n${JSON.stringify(prepared.jsonSchema)}`
  );
}

/** Adds an instruction to the first system message (some chat templates allow only one). */
function withSystemNote(messages: ChatMessage[], note: string): ChatMessage[] {
  const index = messages.findIndex((m) => m.role === 'system');
  if (index < 0) return [{ role: 'system', content: note }, ...messages];
  return messages.map((m, i) => (i === index ? { role: 'system', content: `${m.content}\n\n${note}` } : m));
}

function repairMessages(messages: ChatMessage[], badAnswer: string, problem: string): ChatMessage[] {
  return [
    ...messages,
    { role: 'assistant', content: truncate(badAnswer, 2000) },
    {
      role: 'user',
      content:
        `That reply could not be used: ${problem}. ` +
        'Reply again with only the JSON value that matches the required schema, nothing else.',
    },
  ];
}

// ---------------------------------------------------------------------------------------
// HTTP calls

interface CallFailure {
  outcome: 'timeout' | 'http-error';
  error: string;
  status?: number;
  retryAfterMs?: number;
  /** The caller's signal ended it: no retry, no repair. */
  aborted: boolean;
}

interface CallSuccess {
  content: string;
  promptTokens: number;
  completionTokens: number;
  latencyMs: number;
}

const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);

function retryAfterMs(headers: Headers | undefined): number | undefined {
  if (!headers) return undefined;
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (value === null) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** The server refused JSON-schema output (and JSON mode may work instead). */
function rejectsJsonSchema(failure: CallFailure): boolean {
  if (failure.outcome !== 'http-error' || failure.aborted) return false;
  return failure.status === 400 || failure.status === 422 || /response_format|json_schema/i.test(failure.error);
}

/** A time-out for one call; `budgetMs` shrinks only while we wait for the server. */
class Deadline {
  readonly controller = new AbortController();
  timedOut = false;
  /** What the time-out that fired was about, for the error message. */
  timeoutReason = '';
  callerAborted = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onCallerAbort = (): void => {
    this.callerAborted = true;
    this.controller.abort();
  };

  private budgetMs: number;

  constructor(
    readonly totalMs: number,
    private readonly caller?: AbortSignal,
  ) {
    this.budgetMs = totalMs;
    if (caller?.aborted) this.onCallerAbort();
    else caller?.addEventListener('abort', this.onCallerAbort, { once: true });
  }

  get remainingMs(): number {
    return Math.max(1, Math.round(this.budgetMs));
  }

  /** Runs `wait` under min(remaining budget, limitMs); the time spent is taken off the budget. */
  async race<T>(wait: () => Promise<T>, limitMs = Infinity): Promise<T> {
    const start = performance.now();
    const idle = limitMs < this.remainingMs;
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.timeoutReason = idle ? `no new chunk within ${limitMs} ms` : `no answer within ${this.totalMs} ms`;
      this.controller.abort();
    }, Math.min(this.remainingMs, limitMs));
    try {
      return await wait();
    } finally {
      clearTimeout(this.timer);
      this.budgetMs -= performance.now() - start;
    }
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.caller?.removeEventListener('abort', this.onCallerAbort);
  }
}

export function createOpenAIModel(config: OnlineModelConfig, options: OpenAIModelOptions = {}): ChatModel {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    timeout: config.timeoutMs,
    maxRetries: 0,
    // The library logs retries and stream parse errors to the console; a game's terminal is
    // no place for that. OPENAI_LOG=debug still turns it on.
    ...(process.env['OPENAI_LOG'] ? {} : { logLevel: 'off' as const }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const host = displayHost(config.baseURL);
  const backoffMs = options.retryBackoffMs ?? 500;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 2000;
  const idleMs = options.streamIdleTimeoutMs ?? Math.min(config.timeoutMs, 10_000);
  /** Models whose server refused JSON-schema output but answered in JSON mode. */
  const jsonObjectModels = new Set<string>();
  /** Set when the server refused `stream_options` (usage in streams); we stop sending it. */
  let streamUsageRefused = false;

  const modelFor = (role: ModelRole): string => config.models[role];

  const redact = (text: string): string =>
    config.apiKeyIsDummy || config.apiKey.length < 8 ? text : text.split(config.apiKey).join('***');

  function emit(records: ModelCallRecord[], record: ModelCallRecord): void {
    records.push(record);
    options.onRecord?.(record);
  }

  function describeFailure(error: unknown, deadline: Deadline): CallFailure {
    if (deadline.callerAborted) return { outcome: 'http-error', error: 'aborted by the caller', aborted: true };
    if (deadline.timedOut || error instanceof APIConnectionTimeoutError) {
      return { outcome: 'timeout', error: deadline.timeoutReason || `no answer within ${config.timeoutMs} ms`, aborted: false };
    }
    if (error instanceof APIError && error.status !== undefined) {
      const failure: CallFailure = {
        outcome: 'http-error',
        error: truncate(redact(`HTTP ${error.message}`), 300),
        status: error.status,
        aborted: false,
      };
      const wait = retryAfterMs(error.headers);
      if (wait !== undefined) failure.retryAfterMs = wait;
      return failure;
    }
    if (error instanceof APIConnectionError) {
      const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
      return { outcome: 'http-error', error: truncate(`cannot reach ${host}${cause}`, 300), aborted: false };
    }
    const message = error instanceof Error ? error.message : String(error);
    if (message === 'terminated') {
      return { outcome: 'http-error', error: 'the connection closed in the middle of the answer', aborted: false };
    }
    return { outcome: 'http-error', error: truncate(redact(message), 300), aborted: false };
  }

  async function completeOnce(
    body: ChatCompletionCreateParamsNonStreaming,
    signal: AbortSignal | undefined,
  ): Promise<{ ok: true; value: CallSuccess } | { ok: false; failure: CallFailure; latencyMs: number }> {
    const deadline = new Deadline(config.timeoutMs, signal);
    const start = performance.now();
    try {
      const completion = await deadline.race(() =>
        client.chat.completions.create(body, {
          signal: deadline.controller.signal,
          timeout: deadline.remainingMs,
          maxRetries: 0,
        }),
      );
      const latencyMs = Math.round(performance.now() - start);
      const message = completion.choices?.[0]?.message;
      const content = message?.content ?? (message?.refusal ? `(refused) ${message.refusal}` : '');
      const promptText = body.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
      return {
        ok: true,
        value: {
          content,
          promptTokens: completion.usage?.prompt_tokens ?? estimateTokens(promptText),
          completionTokens: completion.usage?.completion_tokens ?? estimateTokens(content),
          latencyMs,
        },
      };
    } catch (error) {
      return { ok: false, failure: describeFailure(error, deadline), latencyMs: Math.round(performance.now() - start) };
    } finally {
      deadline.dispose();
    }
  }

  /** One call plus at most one retry for 429/5xx; failures are recorded here. */
  async function complete(
    role: ModelRole,
    body: ChatCompletionCreateParamsNonStreaming,
    records: ModelCallRecord[],
    signal: AbortSignal | undefined,
    promptText: string,
  ): Promise<{ ok: true; value: CallSuccess } | { ok: false; failure: CallFailure }> {
    for (let attempt = 0; ; attempt++) {
      const result = await completeOnce(body, signal);
      if (result.ok) return result;
      const { failure } = result;
      emit(records, {
        role,
        model: body.model,
        promptTokens: estimateTokens(promptText),
        completionTokens: 0,
        latencyMs: result.latencyMs,
        outcome: failure.outcome,
        error: failure.error,
      });
      const retryable = failure.status !== undefined && RETRYABLE_STATUSES.has(failure.status) && !failure.aborted;
      if (attempt > 0 || !retryable) return { ok: false, failure };
      await sleep(Math.min(failure.retryAfterMs ?? backoffMs, maxRetryAfterMs), signal);
      if (signal?.aborted) return { ok: false, failure: { outcome: 'http-error', error: 'aborted by the caller', aborted: true } };
    }
  }

  async function structured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> {
    const model = modelFor(request.role);
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
      const result = await complete(request.role, body, records, request.signal, promptText);

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
        emit(records, record);
        return { ok: true, value: checked.value, records };
      }
      record.outcome = parsed.ok ? 'schema-mismatch' : 'invalid-json';
      record.error = checked.error;
      emit(records, record);
      if (repairing) return { ok: false, error: `after one repair: ${checked.error}`, records };
      repairing = true;
      messages = repairMessages(messages, call.content, checked.error);
    }
  }

  async function* stream(request: StreamRequest, onRecord?: (record: ModelCallRecord) => void): AsyncGenerator<string> {
    const model = modelFor(request.role);
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
        model,
        promptTokens: usage?.prompt_tokens ?? estimateTokens(promptText),
        completionTokens: usage?.completion_tokens ?? estimateTokens(text),
        latencyMs: Math.round(performance.now() - start),
        outcome,
      };
      if (error !== undefined) entry.error = error;
      onRecord?.(entry);
      options.onRecord?.(entry);
    };

    const deadline = new Deadline(config.timeoutMs, request.signal);
    const open = async (withUsage: boolean): Promise<AsyncIterable<ChatCompletionChunk>> => {
      const body: ChatCompletionCreateParamsStreaming = {
        model,
        messages: request.messages as ChatCompletionMessageParam[],
        stream: true,
        ...(withUsage ? { stream_options: { include_usage: true } } : {}),
        ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      };
      return deadline.race(() =>
        client.chat.completions.create(body, {
          signal: deadline.controller.signal,
          timeout: deadline.remainingMs,
          maxRetries: 0,
        }),
      );
    };

    try {
      // Opening: the same policy as structured calls (one retry for 429/5xx; a server that
      // refuses `stream_options` is asked again without it). Nothing has been yielded yet.
      let chunks: AsyncIterable<ChatCompletionChunk> | undefined;
      let retried = false;
      while (!chunks) {
        try {
          chunks = await open(!streamUsageRefused);
        } catch (error) {
          const failure = describeFailure(error, deadline);
          if (failure.status === 400 && !streamUsageRefused && /stream_options|include_usage/i.test(failure.error)) {
            streamUsageRefused = true;
            continue;
          }
          if (!retried && failure.status !== undefined && RETRYABLE_STATUSES.has(failure.status)) {
            retried = true;
            await sleep(Math.min(failure.retryAfterMs ?? backoffMs, maxRetryAfterMs, deadline.remainingMs), request.signal);
            continue;
          }
          throw failure;
        }
      }

      const iterator = chunks[Symbol.asyncIterator]();
      let finished = false;
      let first = true;
      for (;;) {
        // The library ends a stream silently when it is aborted, so time-outs are read
        // from the deadline afterwards. Time spent by our consumer does not count.
        const next = await deadline.race(() => iterator.next(), first ? Infinity : idleMs);
        if (next.done) break;
        first = false;
        const chunk = next.value;
        if (chunk.usage) usage = chunk.usage;
        const choice = chunk.choices?.[0];
        if (choice?.finish_reason) finished = true;
        const delta = choice?.delta?.content;
        if (delta) {
          text += delta;
          yield delta;
        }
      }
      if (deadline.timedOut || deadline.callerAborted) throw describeFailure(undefined, deadline);
      if (!finished) {
        throw { outcome: 'http-error', error: 'the stream ended before the model finished', aborted: false } satisfies CallFailure;
      }
      record('ok');
    } catch (error) {
      const failure = isCallFailure(error) ? error : describeFailure(error, deadline);
      record(failure.outcome, failure.error);
      if (failure.outcome === 'timeout') throw new ModelTimeoutError(`${model}: ${failure.error}`);
      throw new ModelCallError(`${model}: ${failure.error}`, failure.status);
    } finally {
      // The consumer stopped early (break/return): the call still counts.
      if (!recorded) record('ok');
      deadline.controller.abort();
      deadline.dispose();
    }
  }

  const description = describeOnlineConfig(config);

  return {
    describe: () => description,
    modelFor,
    structured,
    stream,
  };
}

function isCallFailure(value: unknown): value is CallFailure {
  return (
    value !== null &&
    typeof value === 'object' &&
    'outcome' in value &&
    'error' in value &&
    'aborted' in value &&
    !(value instanceof Error)
  );
}

/** Schema names may only use letters, digits, `_` and `-` (at most 64). */
function safeSchemaName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  return cleaned === '' ? 'answer' : cleaned;
}
