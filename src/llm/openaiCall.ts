/**
 * One HTTP call to an OpenAI-compatible server under our policy: a time-out covering the
 * whole call (body included), one retry for 429/5xx after a short backoff (`retry-after`
 * honoured up to a bound), failures described in a few words (the API key never shown),
 * and a ModelCallRecord for every call.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { displayHost, type OnlineModelConfig } from './config.js';
import { estimateTokens, truncate } from './openaiJson.js';
import type { ModelCallRecord, ModelRole } from './types.js';

export interface CallFailure {
  outcome: 'timeout' | 'http-error';
  error: string;
  status?: number;
  retryAfterMs?: number;
  /** The caller's signal ended it: no retry, no repair. */
  aborted: boolean;
}

export interface CallSuccess {
  content: string;
  promptTokens: number;
  completionTokens: number;
  latencyMs: number;
}

export const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);

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

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
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
export function rejectsJsonSchema(failure: CallFailure): boolean {
  if (failure.outcome !== 'http-error' || failure.aborted) return false;
  return failure.status === 400 || failure.status === 422 || /response_format|json_schema/i.test(failure.error);
}

/** A time-out for one call; `budgetMs` shrinks only while we wait for the server. */
export class Deadline {
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

export function isCallFailure(value: unknown): value is CallFailure {
  return (
    value !== null &&
    typeof value === 'object' &&
    'outcome' in value &&
    'error' in value &&
    'aborted' in value &&
    !(value instanceof Error)
  );
}

/** The policy's knobs (see OpenAIModelOptions). */
export interface CallPolicy {
  onRecord?: ((record: ModelCallRecord) => void) | undefined;
  backoffMs: number;
  maxRetryAfterMs: number;
}

/** The client with our call policy around it. */
export class CallRunner {
  readonly client: OpenAI;
  private readonly host: string;

  constructor(
    readonly config: OnlineModelConfig,
    readonly policy: CallPolicy,
    fetchImpl?: typeof fetch,
  ) {
    this.client = new OpenAI({
      apiKey: config.apiKey,
      baseURL: config.baseURL,
      timeout: config.timeoutMs,
      maxRetries: 0,
      // The library logs retries and stream parse errors to the console; a game's terminal is
      // no place for that. OPENAI_LOG=debug still turns it on.
      ...(process.env['OPENAI_LOG'] ? {} : { logLevel: 'off' as const }),
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    });
    this.host = displayHost(config.baseURL);
  }

  /** The text with the API key taken out. */
  redact(text: string): string {
    const { apiKey, apiKeyIsDummy } = this.config;
    return apiKeyIsDummy || apiKey.length < 8 ? text : text.split(apiKey).join('***');
  }

  emit(records: ModelCallRecord[], record: ModelCallRecord): void {
    records.push(record);
    this.policy.onRecord?.(record);
  }

  /** How long to wait before the one retry. */
  retryWait(failure: CallFailure, limitMs = Infinity): number {
    return Math.min(failure.retryAfterMs ?? this.policy.backoffMs, this.policy.maxRetryAfterMs, limitMs);
  }

  describeFailure(error: unknown, deadline: Deadline): CallFailure {
    if (deadline.callerAborted) return { outcome: 'http-error', error: 'aborted by the caller', aborted: true };
    if (deadline.timedOut || error instanceof APIConnectionTimeoutError) {
      return { outcome: 'timeout', error: deadline.timeoutReason || `no answer within ${this.config.timeoutMs} ms`, aborted: false };
    }
    if (error instanceof APIError && error.status !== undefined) {
      const failure: CallFailure = { outcome: 'http-error', error: truncate(this.redact(`HTTP ${error.message}`), 300), status: error.status, aborted: false };
      const wait = retryAfterMs(error.headers);
      if (wait !== undefined) failure.retryAfterMs = wait;
      return failure;
    }
    if (error instanceof APIConnectionError) {
      const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
      return { outcome: 'http-error', error: truncate(`cannot reach ${this.host}${cause}`, 300), aborted: false };
    }
    const message = error instanceof Error ? error.message : String(error);
    if (message === 'terminated') {
      return { outcome: 'http-error', error: 'the connection closed in the middle of the answer', aborted: false };
    }
    return { outcome: 'http-error', error: truncate(this.redact(message), 300), aborted: false };
  }

  private async completeOnce(
    body: ChatCompletionCreateParamsNonStreaming,
    signal: AbortSignal | undefined,
  ): Promise<{ ok: true; value: CallSuccess } | { ok: false; failure: CallFailure; latencyMs: number }> {
    const deadline = new Deadline(this.config.timeoutMs, signal);
    const start = performance.now();
    try {
      const completion = await deadline.race(() =>
        this.client.chat.completions.create(body, { signal: deadline.controller.signal, timeout: deadline.remainingMs, maxRetries: 0 }),
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
      return { ok: false, failure: this.describeFailure(error, deadline), latencyMs: Math.round(performance.now() - start) };
    } finally {
      deadline.dispose();
    }
  }

  /** One call plus at most one retry for 429/5xx; failures are recorded here. */
  async complete(
    role: ModelRole,
    body: ChatCompletionCreateParamsNonStreaming,
    records: ModelCallRecord[],
    signal: AbortSignal | undefined,
    promptText: string,
  ): Promise<{ ok: true; value: CallSuccess } | { ok: false; failure: CallFailure }> {
    for (let attempt = 0; ; attempt++) {
      const result = await this.completeOnce(body, signal);
      if (result.ok) return result;
      const { failure } = result;
      this.emit(records, {
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
      await sleep(this.retryWait(failure), signal);
      if (signal?.aborted) return { ok: false, failure: { outcome: 'http-error', error: 'aborted by the caller', aborted: true } };
    }
  }
}
