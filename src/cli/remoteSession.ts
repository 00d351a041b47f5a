/**
 * A duel held by a running service (`npm start`), driven over HTTP: the same shape the
 * terminal chat loop uses for a local DuelSession (open, send, view, persona), so
 * `npm run chat -- --url http://127.0.0.1:3000` is the same conversation with the game
 * kept (and saved) by the service. Replies stream as server-sent events.
 */
import type { SessionChunk } from '../chat/session.js';
import type { DuelView } from '../engine/view.js';
import type { Persona } from '../llm/persona.js';

export interface CreateBody {
  deck?: string;
  botDeck?: string;
  persona?: string | Record<string, unknown>;
  format?: string;
  seed?: string;
  chainMode?: string;
  first?: string;
  userName?: string;
  vanilla?: boolean;
}

export class RemoteError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteError';
  }
}

function personaNamed(name: string): Persona {
  return {
    name,
    description: '',
    personality: '',
    scenario: '',
    firstMessage: '',
    exampleMessages: '',
    systemPrompt: '',
    postHistoryInstructions: '',
    alternateGreetings: [],
    source: { spec: 'v1', format: 'json' },
    extra: {},
  };
}

async function failure(res: Response): Promise<RemoteError> {
  let code = `HTTP_${res.status}`;
  let message = res.statusText;
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string } };
    code = body.error?.code ?? code;
    message = body.error?.message ?? message;
  } catch {
    // not JSON
  }
  return new RemoteError(res.status, code, message);
}

/** Reads `event:`/`data:` blocks from a server-sent-events body. */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: unknown }> {
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
        }
        if (data.length) yield { event, data: JSON.parse(data.join('\n')) as unknown };
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

export class RemoteSession {
  readonly persona: Persona;
  private lastView: DuelView;
  private opening: SessionChunk[];
  /** The reply's `done` data: step and state hash, once saved by the service. */
  lastCommit: { step: number; stateHash: string; finished: boolean } | null = null;

  private constructor(
    readonly baseUrl: string,
    readonly id: string,
    readonly token: string,
    personaName: string,
    view: DuelView,
    opening: SessionChunk[],
  ) {
    this.persona = personaNamed(personaName);
    this.lastView = view;
    this.opening = opening;
  }

  private static url(base: string, path: string): string {
    return `${base.replace(/\/+$/, '')}${path}`;
  }

  /** Creates a session on the service. */
  static async create(baseUrl: string, body: CreateBody): Promise<RemoteSession> {
    const res = await fetch(RemoteSession.url(baseUrl, '/api/sessions'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw await failure(res);
    const r = (await res.json()) as { id: string; token: string; persona: { name: string }; view: DuelView; chunks: SessionChunk[] };
    return new RemoteSession(baseUrl, r.id, r.token, r.persona.name, r.view, [...r.chunks, { type: 'done' }]);
  }

  /** Picks up a session saved on the service. */
  static async resume(baseUrl: string, id: string, token: string): Promise<RemoteSession> {
    const res = await fetch(RemoteSession.url(baseUrl, `/api/sessions/${encodeURIComponent(id)}`), {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    if (!res.ok) throw await failure(res);
    const r = (await res.json()) as {
      persona: { name: string };
      view: DuelView;
      options: { id: string; label: string; command: string }[];
      history: { role: string; text: string }[];
    };
    const last = r.history.slice(-3).map((h, i): SessionChunk => ({ type: 'text', role: 'info', text: `${h.role === 'user' ? '> ' : ''}${h.text}`, message: i + 1 }));
    return new RemoteSession(baseUrl, id, token, r.persona.name, r.view, [
      ...last,
      { type: 'view', view: r.view },
      ...(r.options.length ? [{ type: 'options', options: r.options } as SessionChunk] : []),
      { type: 'done' },
    ]);
  }

  view(): DuelView {
    return this.lastView;
  }

  open(): AsyncIterable<SessionChunk> {
    const chunks = this.opening;
    this.opening = [{ type: 'done' }];
    const self = this;
    return (async function* () {
      for (const c of chunks) {
        if (c.type === 'view') self.lastView = c.view;
        yield c;
      }
    })();
  }

  send(text: string): AsyncIterable<SessionChunk> {
    return this.post('messages', { text });
  }

  act(optionId: string): AsyncIterable<SessionChunk> {
    return this.post('actions', { optionId });
  }

  private post(what: 'messages' | 'actions', body: unknown): AsyncIterable<SessionChunk> {
    const self = this;
    return (async function* (): AsyncGenerator<SessionChunk> {
      let res: Response;
      try {
        res = await fetch(RemoteSession.url(self.baseUrl, `/api/sessions/${encodeURIComponent(self.id)}/${what}`), {
          method: 'POST',
          headers: { Authorization: `Bearer ${self.token}`, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
          body: JSON.stringify(body),
        });
      } catch (err) {
        yield { type: 'error', code: 'UNREACHABLE', message: `The service did not answer: ${err instanceof Error ? err.message : String(err)}` };
        yield { type: 'done' };
        return;
      }
      if (!res.ok || !res.body) {
        const e = await failure(res);
        yield { type: 'error', code: e.code, message: e.message };
        yield { type: 'done' };
        return;
      }
      let acknowledged = false;
      for await (const { event, data } of readSse(res.body)) {
        const d = data as Record<string, unknown>;
        if (event === 'done') {
          self.lastCommit = d as { step: number; stateHash: string; finished: boolean };
          acknowledged = true;
          continue;
        }
        const chunk = { type: event, ...d } as SessionChunk;
        if (chunk.type === 'view') self.lastView = chunk.view;
        yield chunk;
      }
      if (!acknowledged) yield { type: 'error', code: 'NOT_SAVED', message: 'The reply ended before the service confirmed it was saved.' };
      yield { type: 'done' };
    })();
  }
}
