/**
 * What the API's routers share: the error mapping, the session token check, the
 * shapes of a session in a response, and the reply chunks as server-sent events.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { SessionChunk } from '../chat/session.js';
import type { DuelStore, SessionRow } from '../store/store.js';
import { presentedTokens, tokenMatches } from './auth.js';
import { isDatabaseDamage } from '../store/integrity.js';
import { ApiError, notFound, unavailable } from './errors.js';
import { seedFields } from './replayView.js';
import { SESSION_ID } from './schemas.js';
import type { Quotas } from './quotas.js';
import type { SessionSecret } from '../store/secrets.js';
import type { SessionManager } from './sessions.js';
import { PgError } from '../store/pgBridge.js';

/**
 * Any error as the API error it is sent as: body-parser errors get their own codes, rows a
 * damaged database file cannot give back a 503 (nothing the client can fix), anything
 * else is a 500.
 */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isDatabaseDamage(err)) return unavailable();
  // PostgreSQL down or unreachable: the service cannot answer now, nothing the client can fix.
  if (err instanceof PgError) return new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database cannot be reached right now; try again in a moment.');
  const e = err as { type?: string; status?: number; message?: string; limit?: number; length?: number };
  if (e && typeof e === 'object' && typeof e.type === 'string') {
    // body-parser errors
    if (e.type === 'entity.too.large') {
      const size = typeof e.length === 'number' ? `${e.length} bytes` : 'too large';
      return new ApiError(413, 'BODY_TOO_LARGE', `The request body is ${size}; the limit here is ${e.limit ?? '?'} bytes.`);
    }
    if (e.type === 'entity.parse.failed') return new ApiError(400, 'BAD_JSON', `The body is not valid JSON: ${e.message ?? ''}`.trim());
    if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return new ApiError(415, 'UNSUPPORTED_ENCODING', e.message ?? 'Unsupported encoding.');
    if (e.type === 'request.aborted') return new ApiError(400, 'REQUEST_ABORTED', 'The request was aborted.');
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return new ApiError(400, 'BAD_REQUEST', e.message ?? 'Bad request.');
  }
  return new ApiError(500, 'INTERNAL', 'Something went wrong on our side.');
}

export const sseLine = (event: string, data: unknown): string => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A chunk's SSE event name and payload. */
export function chunkEvent(chunk: SessionChunk): [string, unknown] {
  const { type, ...rest } = chunk;
  return [type, rest];
}

/** Lets the event loop breathe between chunks (a long bot turn must not starve other requests). */
export const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The text messages of a reply, each joined from its chunks. */
export function joinMessages(chunks: readonly SessionChunk[]): { message: number; role: string; text: string }[] {
  const out = new Map<number, { message: number; role: string; text: string }>();
  for (const c of chunks) {
    if (c.type !== 'text') continue;
    const m = out.get(c.message) ?? { message: c.message, role: c.role, text: '' };
    m.text += c.text;
    out.set(c.message, m);
  }
  return [...out.values()];
}

/**
 * Checks a session id and its token; returns the id. No token, a wrong token and an unknown
 * id all get the same 404, so a client without the token cannot learn whether a session exists.
 */
export type Authorize = (req: Request, res: Response, sessionId?: string) => string;

/** Compared against when there is no session, so a miss costs the same hash as a wrong token. */
const NO_SESSION_HASH = '0'.repeat(64);

export { historyOf } from './sessionView.js';

export function authorizer(store: DuelStore): Authorize {
  return (req, res, sessionId) => {
    const id = sessionId ?? String(req.params.id ?? '');
    res.locals.sessionId = id;
    const tokens = presentedTokens(req);
    const auth = SESSION_ID.test(id) ? store.auth(id) : undefined;
    const stored = auth?.tokenHash ?? NO_SESSION_HASH;
    const opens = tokens.some((t) => tokenMatches(t, stored));
    if (!auth || !opens) throw notFound('No session with that id opens with the token sent (send it as "Authorization: Bearer <token>").');
    return id;
  };
}

/** A session's row as a response shows it: the seed only as `seedFields` allows. */
export function describeRow(row: SessionRow, secret: SessionSecret | undefined) {
  return {
    id: row.id,
    format: row.format,
    ...seedFields(row, secret),
    human: row.human,
    chainMode: row.chainMode,
    userName: row.userName,
    persona: { id: row.personaId, name: row.persona.name },
    origin: row.origin,
    parentId: row.parentId,
    forkStep: row.forkStep,
    engineVersion: row.engineVersion,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What every router is built from. */
export interface RouteDeps {
  store: DuelStore;
  manager: SessionManager;
  authorize: Authorize;
  /** Signs and seals exports (exportSeal.ts). */
  exportKey: Buffer;
  /** Body parsers by size limit. */
  json: { small: RequestHandler; create: RequestHandler; import: RequestHandler };
  /** The most actions and messages an import may hold. */
  importCaps: { actions: number; messages: number };
  quotas: Quotas;
  onError: (err: unknown) => void;
}
