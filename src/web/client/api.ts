/**
 * The service's JSON API and its streamed replies (server-sent events over a POST, read
 * with fetch). Errors come back as `ApiFailure` with the service's `{ code, message }`.
 */
import type { DuelView, OptionChoice, ReplayReport, RulesAnswer, SessionChunk, SessionSummary } from './types.js';

export class ApiFailure extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export interface SessionState {
  id: string;
  format: string;
  /** Shown once the duel is over, or when the user named it; null while it runs. */
  seed?: string | null;
  /** sha256 of seed:salt, published at the start; the salt is shown with the seed. */
  seedCommitment?: string | null;
  seedSalt?: string | null;
  /** The user named the seed: the opponent's hidden cards can be worked out from it. */
  seedChosenByUser?: boolean;
  userName?: string;
  persona?: { id: string | null; name: string };
  origin?: string;
  parentId?: string | null;
  forkStep?: number | null;
  modelBanner?: string;
  step: number;
  stateHash: string;
  /** The decision the duel waits on (sent back with a command). */
  decision?: string;
  finished: boolean;
  view: DuelView;
  options: OptionChoice[];
  history?: { role: 'user' | 'bot'; kind: string; text: string; step: number }[];
  /** Recorded by an older engine that this one plays differently: a replay only. */
  replayOnly?: boolean;
  /** The bot's level now. */
  level?: 'easy' | 'normal' | 'strong';
  /** The Match this Duel belongs to. */
  match?: MatchInfo;
  note?: string | null;
}

export interface MatchInfo {
  id: string;
  bestOf: 1 | 3;
  duel: number;
  duels: number;
  score: { you: number; bot: number };
  line: string;
  winner: 'you' | 'bot' | 'draw' | null;
  chooser: 'you' | 'bot' | null;
  overLine: string | null;
  sides: { you: number; bot: number };
  sessions: { duel: number; sessionId: string; first: string; outcome: string | null }[];
  /** The player's own deck as it stands (for siding). */
  yourDeck: { main: number[]; extra: number[]; side: number[] };
}

export interface NextDuelRequest {
  first?: 'you' | 'bot';
  side?: { in: number[]; out: number[] };
}

export interface CreatedSession extends SessionState {
  token: string;
  chunks: SessionChunk[];
  /** The built-in deck each side got (null: a pasted list). */
  deckIds?: { deck: string | null; botDeck: string | null };
}

export interface CreateRequest {
  deck: string;
  botDeck?: string;
  persona: string | Record<string, unknown>;
  format: string;
  seed?: string;
  chainMode?: 'auto' | 'manual';
  first?: 'you' | 'bot' | 'coin';
  userName?: string;
  /** Play unscripted cards (in either deck) as their stats. */
  vanilla?: boolean;
  level?: string;
  bestOf?: 1 | 3;
}

export interface DeckChoice {
  name: string;
  /** A built-in deck's one line on how it plays (the GOAT decks). */
  description?: string;
  /** Per format: null when the deck can be played, else the service's refusal code. */
  problems: Record<string, string | null>;
  /** The format the deck was made for (GOAT and modern decks). */
  format?: string;
}

export interface WebConfig {
  decks: DeckChoice[];
  formats: string[];
  defaults: { deck: string; botDeck: string; format: string; chainMode: string; first: string };
}

function headers(token: string | readonly string[] | null, json: boolean): Record<string, string> {
  const out: Record<string, string> = { Accept: 'application/json' };
  if (json) out['Content-Type'] = 'application/json';
  const tokens = token === null ? [] : typeof token === 'string' ? [token] : token;
  if (tokens.length) out.Authorization = `Bearer ${tokens.join(',')}`;
  return out;
}

async function failureOf(res: Response): Promise<ApiFailure> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    /* not JSON */
  }
  const err = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  if (err && typeof err.code === 'string' && typeof err.message === 'string') return new ApiFailure(res.status, err.code, err.message, err.details);
  return new ApiFailure(res.status, `HTTP_${res.status}`, `The service answered ${res.status} ${res.statusText}.`);
}

export async function call<T>(method: string, path: string, token: string | readonly string[] | null, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { method, headers: headers(token, body !== undefined), ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  } catch (err) {
    throw new ApiFailure(0, 'NETWORK', `The service cannot be reached (${err instanceof Error ? err.message : String(err)}).`);
  }
  if (!res.ok) throw await failureOf(res);
  return (await res.json()) as T;
}

export const api = {
  config: (): Promise<WebConfig> => call('GET', '/assets/config.json', null),
  health: (): Promise<{ status: string; model: string }> => call('GET', '/api/health', null),
  /** `ownerTokens`: tokens of sessions made with a saved persona, which prove the persona is ours. */
  create: (req: CreateRequest, ownerTokens: readonly string[] = []): Promise<CreatedSession> => call('POST', '/api/sessions', ownerTokens, req),
  session: (id: string, token: string): Promise<SessionState> => call('GET', `/api/sessions/${encodeURIComponent(id)}`, token),
  list: (tokens: readonly string[]): Promise<{ sessions: SessionSummary[] }> => call('GET', '/api/sessions', tokens),
  remove: (id: string, token: string): Promise<{ deleted: string }> => call('DELETE', `/api/sessions/${encodeURIComponent(id)}`, token),
  replay: (id: string, token: string, step?: number): Promise<ReplayReport> =>
    call('GET', `/api/sessions/${encodeURIComponent(id)}/replay${step === undefined ? '' : `?step=${step}`}`, token),
  fork: (id: string, token: string, step: number): Promise<SessionState & { token: string; forkStep: number }> =>
    call('POST', `/api/sessions/${encodeURIComponent(id)}/fork`, token, { step }),
  match: (id: string, token: string): Promise<MatchInfo> => call('GET', `/api/sessions/${encodeURIComponent(id)}/match`, token),
  bestOfThree: (id: string, token: string): Promise<MatchInfo> => call('POST', `/api/sessions/${encodeURIComponent(id)}/match`, token, { bestOf: 3 }),
  nextDuel: (id: string, token: string, body: NextDuelRequest): Promise<CreatedSession & { match: MatchInfo; rematch: boolean }> =>
    call('POST', `/api/sessions/${encodeURIComponent(id)}/match/next`, token, body),
  importSession: (data: unknown): Promise<{ id: string; token: string; step: number }> => call('POST', '/api/sessions/import', null, data),
  ask: (question: string, session: { id: string; token: string } | null): Promise<RulesAnswer> =>
    call('POST', '/api/rules/ask', session ? session.token : null, session ? { question, sessionId: session.id } : { question }),
  /** The export as a file body (JSON or Markdown). */
  async exportFile(id: string, token: string, format: 'json' | 'md'): Promise<Blob> {
    const res = await fetch(`/api/sessions/${encodeURIComponent(id)}/export?format=${format}`, { headers: headers(token, false) });
    if (!res.ok) throw await failureOf(res);
    return res.blob();
  },
};

/** What a streamed reply ends with: the committed step and state hash. */
export interface ReplyDone {
  decision?: string;
  step?: number;
  stateHash?: string;
  finished?: boolean;
}

/**
 * Sends a chat message or an option click and yields the reply's chunks as they arrive.
 * A refusal before the stream starts (stale state, unknown option) throws ApiFailure.
 */
export async function* streamReply(
  id: string,
  token: string,
  body: ({ text: string } | { optionId: string }) & { decision?: string },
  signal?: AbortSignal,
): AsyncGenerator<SessionChunk> {
  const kind = 'text' in body ? 'messages' : 'actions';
  let res: Response;
  try {
    res = await fetch(`/api/sessions/${encodeURIComponent(id)}/${kind}`, {
      method: 'POST',
      headers: { ...headers(token, true), Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  } catch (err) {
    throw new ApiFailure(0, 'NETWORK', `The service cannot be reached (${err instanceof Error ? err.message : String(err)}).`);
  }
  if (!res.ok) throw await failureOf(res);
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !res.body) {
    // A JSON reply (a server that does not stream): its chunks in one go.
    const data = (await res.json()) as { chunks?: SessionChunk[] } & ReplyDone;
    for (const c of data.chunks ?? []) yield c;
    yield { type: 'done', step: data.step, stateHash: data.stateHash, finished: data.finished, decision: data.decision };
    return;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let sawDone = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value.replace(/\r\n?/g, '\n');
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const chunk = parseEvent(block);
      if (chunk) {
        if (chunk.type === 'done') sawDone = true;
        yield chunk;
      }
    }
    if (done) break;
  }
  if (!sawDone) yield { type: 'error', code: 'STREAM_CUT', message: 'The reply stopped before it was finished; reload the duel to see where it stands.' };
}

/** One server-sent event block: `event: NAME` and `data: JSON` lines. */
export function parseEvent(block: string): SessionChunk | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0 && event === 'message') return null;
  let payload: Record<string, unknown> = {};
  if (data.length) {
    try {
      const parsed: unknown = JSON.parse(data.join('\n'));
      if (parsed && typeof parsed === 'object') payload = parsed as Record<string, unknown>;
    } catch {
      return { type: 'error', code: 'BAD_EVENT', message: 'The service sent an event the page cannot read.' };
    }
  }
  const type = typeof payload.type === 'string' && event === 'message' ? payload.type : event;
  return { ...payload, type } as SessionChunk;
}
