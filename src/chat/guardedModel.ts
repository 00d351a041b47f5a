/**
 * The session's language model behind its guard: every message it is sent passes the
 * hidden-card filter, every call is recorded, a failed call (time-out, HTTP error) turns
 * the rest of that reply offline (with one notice), and two failing replies in a row rest
 * the model for the next three (a dead server should not cost a time-out per message).
 */
import type { ChatMessage, ChatModel, ModelCallRecord } from '../llm/types.js';
import type { SessionChunk } from './types.js';

const FAILED = new Set(['timeout', 'http-error']);

/** Per-reply bookkeeping. */
export interface ReplyContext {
  /** The number of the last text message of this reply. */
  message: number;
  /** Set after a failed model call: the rest of this reply runs offline. */
  degraded: string | null;
  noticed: boolean;
  /** Whether the model was resting when the reply began (the streak is not counted then). */
  resting: boolean;
  number: number;
}

/** Filters one message's text: `words` also takes distinctive words out (the user's own text). */
export type Redactor = (text: string, words: boolean) => string;

export class ModelGuard {
  /** The wrapped model, or null when there is none (offline). */
  readonly guarded: ChatModel | null;
  private readonly calls: ModelCallRecord[];
  private reply: ReplyContext | null = null;
  private failStreak = 0;
  private replies = 0;
  private restUntil = 0;
  /** The reply that ended last, judged when the next begins. */
  private ended: ReplyContext | null = null;

  /** `calls` is the session's own list of model calls: every call is appended to it. */
  constructor(model: ChatModel | null, calls: ModelCallRecord[], redact: Redactor) {
    this.calls = calls;
    this.guarded = model ? this.wrap(model, redact) : null;
  }

  /** The model for the next call: none once a call of this reply has failed, or while the model rests. */
  get model(): ChatModel | null {
    return this.reply?.degraded ? null : this.guarded;
  }

  /** The reply under way, if any. */
  get current(): ReplyContext | null {
    return this.reply;
  }

  beginReply(): ReplyContext {
    // The last reply is judged now, not when it ended: its narrations may have run on past its end.
    if (this.ended) this.judge(this.ended);
    this.ended = null;
    const number = ++this.replies;
    const resting = number < this.restUntil;
    this.reply = {
      message: 0,
      degraded: resting ? `it failed in ${this.failStreak} replies in a row; it is tried again in ${this.restUntil - number} messages` : null,
      noticed: !this.guarded,
      resting,
      number,
    };
    return this.reply;
  }

  endReply(reply: ReplyContext): void {
    if (this.reply === reply) this.reply = null;
    this.ended = reply;
  }

  private judge(reply: ReplyContext): void {
    if (reply.resting || !this.guarded) return;
    if (reply.degraded) {
      this.failStreak++;
      if (this.failStreak >= 2) this.restUntil = reply.number + 4;
    } else if (this.calls.length && !FAILED.has(this.calls[this.calls.length - 1]!.outcome)) {
      this.failStreak = 0;
    }
  }

  /** One notice per reply when the model failed and the offline model took over. */
  *notice(): Generator<SessionChunk> {
    const r = this.reply;
    if (r?.degraded && !r.noticed) {
      r.noticed = true;
      yield { type: 'error', code: 'MODEL_UNAVAILABLE', message: `The language model did not answer (${r.degraded}); the offline model took over for this reply.` };
    }
  }

  private wrap(model: ChatModel, redact: Redactor): ChatModel {
    // The rules judge's user message is the user's own question: their words are filtered too.
    const scrub = (messages: ChatMessage[], role: string): ChatMessage[] =>
      messages.map((m) => ({ ...m, content: redact(m.content, role === 'rules' && m.role === 'user') }));
    const record = (records: readonly ModelCallRecord[]): void => this.record(records);
    return {
      describe: () => model.describe(),
      modelFor: (role) => model.modelFor(role),
      async structured(request) {
        const result = await model.structured({ ...request, messages: scrub(request.messages, request.role) });
        record(result.records);
        return result;
      },
      stream: (request, onRecord) => {
        // A stream may end after its reply (narrations run beside the next one): its record counts for the reply that started it.
        const reply = this.reply;
        return model.stream({ ...request, messages: scrub(request.messages, request.role) }, (r) => {
          this.record([r], reply);
          onRecord?.(r);
        });
      },
    };
  }

  private record(records: readonly ModelCallRecord[], reply: ReplyContext | null = this.reply): void {
    for (const r of records) {
      this.calls.push(r);
      if (FAILED.has(r.outcome) && reply && !reply.degraded) reply.degraded = r.error ?? r.outcome;
    }
  }
}
