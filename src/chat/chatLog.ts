/**
 * The conversation as it is written: every text the session shows becomes a history
 * entry (with what a model may later see of it) and a numbered message of the reply.
 */
import type { ModelGuard } from './guardedModel.js';
import type { Redactor } from './guardedModel.js';
import type { ChatEntry, ChatEntryKind, SessionChunk, TextRole } from './types.js';

export class ChatLog {
  /** The conversation, in order. */
  readonly history: ChatEntry[] = [];

  constructor(
    private readonly guard: ModelGuard,
    /** How many actions have been applied (each entry notes it). */
    private readonly actions: () => number,
    private readonly redact: Redactor,
  ) {}

  add(role: ChatEntry['role'], kind: ChatEntryKind, text: string, shared: string | null): void {
    this.history.push({ role, kind, text, shared, actions: this.actions() });
  }

  private nextMessage(): number {
    const reply = this.guard.current;
    return reply ? ++reply.message : 0;
  }

  /** One whole message from the bot. */
  *say(text: string, role: TextRole, kind: ChatEntryKind, shared: string | null): Generator<SessionChunk> {
    if (text === '') return;
    const message = this.nextMessage();
    this.add('bot', kind, text, shared);
    yield { type: 'text', text, role, message };
  }

  /** Streams a generator's text as one message; returns the whole text and the generator's result. */
  async *stream<R>(gen: AsyncGenerator<string, R>, role: TextRole, kind: ChatEntryKind, shareable: boolean): AsyncGenerator<SessionChunk, { text: string; result: R }> {
    const message = this.nextMessage();
    let text = '';
    for (;;) {
      const next = await gen.next();
      if (next.done) {
        if (text !== '') this.add('bot', kind, text, shareable ? this.redact(text, false) : null);
        return { text, result: next.value };
      }
      if (next.value === '') continue;
      text += next.value;
      yield { type: 'text', text: next.value, role, message };
    }
  }
}
