/**
 * Prompt caching: providers reuse the work on a request's longest prefix that is
 * byte-identical to an earlier request (OpenAI from 1,024 tokens on, in steps of 128).
 * So every role lays its prompt out static part first (persona, instructions, card text
 * that does not change during the duel) and variable part last, and this module measures
 * how much of each role's prompt a provider could cache.
 *
 * - `staticFirst(static, variable)`: the two-message layout every role can use;
 * - `approxTokens(text)`: tokens estimated as characters / 4 (close for English prose);
 * - `PromptMeter` / `meterModel(model)`: wraps a ChatModel, records each request's
 *   messages per role, and reports prompt sizes and the shared prefix per role, for
 *   bench:llm to print.
 */
import type { ChatMessage, ChatModel, ModelRole, StreamRequest, StructuredRequest } from './types.js';

/** OpenAI caches prompts from this many tokens on... */
export const CACHE_MIN_TOKENS = 1024;
/** ...in steps of this many tokens. */
export const CACHE_STEP_TOKENS = 128;

/** A token estimate good enough for sizes: four characters a token, rounded up. */
export function approxTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** The layout for caching: the static text as the system message, the variable as the user's. */
export function staticFirst(staticText: string, variableText: string): ChatMessage[] {
  return [
    { role: 'system', content: staticText },
    { role: 'user', content: variableText },
  ];
}

/** Messages as one string in order, the way they reach the server's prompt. */
export function serializeMessages(messages: readonly ChatMessage[]): string {
  return messages.map((m) => `<${m.role}>\n${m.content}\n`).join('');
}

/** Length in characters of the prefix two strings share. */
export function sharedPrefixChars(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** The part of a shared prefix a provider caches: nothing under 1,024 tokens, then whole 128-token steps. */
export function cacheEligibleTokens(sharedTokens: number): number {
  if (sharedTokens < CACHE_MIN_TOKENS) return 0;
  return CACHE_MIN_TOKENS + Math.floor((sharedTokens - CACHE_MIN_TOKENS) / CACHE_STEP_TOKENS) * CACHE_STEP_TOKENS;
}

export interface RoleCacheReport {
  calls: number;
  /** Prompt size, estimated tokens. */
  promptTokensP50: number;
  promptTokensP95: number;
  /** Median prefix each call shares with the role's previous call, estimated tokens. */
  sharedPrefixTokens: number;
  /** What of that median prefix a provider would cache (0 under 1,024 tokens). */
  cachePrefixTokens: number;
  /** Tokens a provider must process afresh (prompt minus its cached prefix), p95. */
  uncachedTokensP95: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
}

/** Records every request's messages by role and reports what caching could reuse. */
export class PromptMeter {
  private readonly last = new Map<ModelRole, string>();
  private readonly sizes = new Map<ModelRole, number[]>();
  private readonly shared = new Map<ModelRole, number[]>();
  private readonly uncached = new Map<ModelRole, number[]>();

  record(role: ModelRole, messages: readonly ChatMessage[]): void {
    const text = serializeMessages(messages);
    const previous = this.last.get(role);
    const size = approxTokens(text);
    const shared = previous === undefined ? 0 : approxTokens(text.slice(0, sharedPrefixChars(previous, text)));
    if (previous !== undefined) push(this.shared, role, shared);
    push(this.sizes, role, size);
    push(this.uncached, role, size - cacheEligibleTokens(shared));
    this.last.set(role, text);
  }

  /** One entry per role that made calls. */
  report(): Partial<Record<ModelRole, RoleCacheReport>> {
    const out: Partial<Record<ModelRole, RoleCacheReport>> = {};
    for (const [role, sizes] of this.sizes) {
      const sorted = [...sizes].sort((a, b) => a - b);
      const shared = [...(this.shared.get(role) ?? [])].sort((a, b) => a - b);
      const median = percentile(shared, 0.5);
      out[role] = {
        calls: sizes.length,
        promptTokensP50: percentile(sorted, 0.5),
        promptTokensP95: percentile(sorted, 0.95),
        sharedPrefixTokens: median,
        cachePrefixTokens: cacheEligibleTokens(median),
        uncachedTokensP95: percentile([...(this.uncached.get(role) ?? [])].sort((a, b) => a - b), 0.95),
      };
    }
    return out;
  }
}

function push(map: Map<ModelRole, number[]>, role: ModelRole, value: number): void {
  const list = map.get(role);
  if (list) list.push(value);
  else map.set(role, [value]);
}

/** The model with every request's messages recorded in `meter`; answers are untouched. */
export function meterModel(model: ChatModel, meter: PromptMeter): ChatModel {
  return {
    describe: () => model.describe(),
    modelFor: (role) => model.modelFor(role),
    structured<T>(request: StructuredRequest<T>) {
      meter.record(request.role, request.messages);
      return model.structured(request);
    },
    stream(request: StreamRequest, onRecord) {
      meter.record(request.role, request.messages);
      return model.stream(request, onRecord);
    },
  };
}
