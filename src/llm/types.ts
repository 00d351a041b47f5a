/**
 * The boundary to a language model. The product talks to "a model" through this
 * interface only; the online implementation speaks the Chat Completions API through the
 * official `openai` package, and when no model is configured callers get `null` and use
 * their offline path (grammar, heuristic bot, templates, retrieval).
 */
import type { ZodType } from 'zod';

export type ModelRole = 'moves' | 'interpret' | 'narration' | 'rules';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type CallOutcome =
  | 'ok'
  /** JSON-schema output was refused by the server; JSON mode plus validation worked. */
  | 'ok-json-mode'
  /** The first answer broke the schema; the one repair retry fixed it. */
  | 'repaired'
  | 'timeout'
  | 'http-error'
  | 'invalid-json'
  | 'schema-mismatch';

/** One model call, as recorded for the session log and the benchmarks. */
export interface ModelCallRecord {
  role: ModelRole;
  model: string;
  promptTokens: number;
  completionTokens: number;
  latencyMs: number;
  outcome: CallOutcome;
  /** Set when the call failed: what went wrong, in a few words. */
  error?: string;
}

export interface StructuredRequest<T> {
  role: ModelRole;
  messages: ChatMessage[];
  /** The answer must parse with this schema (a move's schema is an enum of legal option ids). */
  schema: ZodType<T>;
  schemaName: string;
  /** Optional sampling temperature (left to the server's default when absent). */
  temperature?: number;
  /** Optional cancellation by the caller (e.g. the player left); the time-out applies anyway. */
  signal?: AbortSignal;
}

export type StructuredResult<T> =
  | { ok: true; value: T; records: ModelCallRecord[] }
  | { ok: false; error: string; records: ModelCallRecord[] };

export interface StreamRequest {
  role: ModelRole;
  messages: ChatMessage[];
  /** Optional sampling temperature (left to the server's default when absent). */
  temperature?: number;
  /** Optional cancellation by the caller; the stream then throws. */
  signal?: AbortSignal;
}

export interface ChatModel {
  /** Shown to users: which model answers ("gpt-4o-mini at api.openai.com", ...). */
  describe(): string;
  modelFor(role: ModelRole): string;
  structured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>>;
  /**
   * Streams text chunks. Errors end the stream by throwing; the caller falls back to its
   * offline text. `onRecord` receives the call record when the stream ends or fails.
   */
  stream(request: StreamRequest, onRecord?: (record: ModelCallRecord) => void): AsyncIterable<string>;
}
