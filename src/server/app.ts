/**
 * The HTTP service (express 5): the JSON API under /api and the web page. Every input is
 * parsed with zod, every error is `{ error: { code, message } }` with its status, every
 * session call needs the session's token, and a reply's final `done` event is sent only
 * after the reply is committed to the database.
 *
 *   POST   /api/sessions                 create (deck, persona, format, seed, chainMode, first, userName)
 *   GET    /api/sessions                 list the sessions whose tokens are presented
 *   POST   /api/sessions/import          a JSON export becomes a new session
 *   GET    /api/sessions/:id             view, options, history
 *   DELETE /api/sessions/:id
 *   POST   /api/sessions/:id/messages    a chat message; the reply as server-sent events (or JSON)
 *   POST   /api/sessions/:id/actions     an option click; same reply
 *   GET    /api/sessions/:id/replay      steps with actions, hashes, events and messages (?step=N: the view there)
 *   GET    /api/sessions/:id/export      ?format=json|md
 *   POST   /api/sessions/:id/fork        { step } → a new session playing on from there
 *   POST   /api/rules/ask                { question, sessionId? }
 *   GET    /api/health
 */
import express, { type ErrorRequestHandler, type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { randomBytes } from 'node:crypto';
import { defaultRulesDeps, type DuelSession, type SessionChunk } from '../chat/session.js';
import type { DeckList } from '../engine/types.js';
import type { ChatModel } from '../llm/types.js';
import { answerQuestion } from '../rules/answer.js';
import { isDatabaseDamage } from '../store/integrity.js';
import { buildReplay, exportConsistency, exportMarkdown, exportSession, sessionExportSchema, type ReplayInput } from '../store/replay.js';
import type { DuelStore, SessionRow } from '../store/store.js';
import { webRouter } from '../web/router.js';
import { hashToken, presentedTokens, tokenMatches } from './auth.js';
import { ApiError, badRequest, notFound, unavailable } from './errors.js';
import { resolveDeck, resolvePersona } from './inputs.js';
import { jsonBody } from './jsonLimits.js';
import { rejectBadUrls } from './urlGuard.js';
import { TokenBuckets } from './rateLimit.js';
import {
  actionSchema,
  createSessionSchema,
  exportQuerySchema,
  forkSchema,
  messageSchema,
  parse,
  replayQuerySchema,
  rulesSchema,
  SESSION_ID,
} from './schemas.js';
import { SessionManager, type Committed, type ReplyRequest } from './sessions.js';

export interface AppOptions {
  store: DuelStore;
  model: ChatModel | null;
  modelBanner: string;
  cacheSize?: number;
  /** Per-client token bucket; `perSecond: 0` turns it off. Default 20/s, burst 60. */
  rateLimit?: { perSecond: number; burst: number };
  /** Body size limits (bytes or strings like "256kb"). */
  limits?: { json?: string | number; create?: string | number; import?: string | number };
  /** One structured line per request; null: silent. Default: JSON to stdout. */
  log?: ((line: RequestLogLine) => void) | null;
  /** Where unexpected errors are reported (default console.error). */
  onError?: (err: unknown) => void;
  /** Options for the web page's router, or false for the API alone. */
  web?: Parameters<typeof webRouter>[0] | false;
}

export interface RequestLogLine {
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  session: string | null;
}

export const DEFAULT_LIMITS = { json: '256kb', create: '8mb', import: '32mb' } as const;

const START = Date.now();

function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isDatabaseDamage(err)) return unavailable();
  const e = err as { type?: string; status?: number; message?: string };
  if (e && typeof e === 'object' && typeof e.type === 'string') {
    // body-parser errors
    if (e.type === 'entity.too.large') return new ApiError(413, 'BODY_TOO_LARGE', 'The request body is too large.');
    if (e.type === 'entity.parse.failed') return new ApiError(400, 'BAD_JSON', `The body is not valid JSON: ${e.message ?? ''}`.trim());
    if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return new ApiError(415, 'UNSUPPORTED_ENCODING', e.message ?? 'Unsupported encoding.');
    if (e.type === 'request.aborted') return new ApiError(400, 'REQUEST_ABORTED', 'The request was aborted.');
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return new ApiError(400, 'BAD_REQUEST', e.message ?? 'Bad request.');
  }
  return new ApiError(500, 'INTERNAL', 'Something went wrong on our side.');
}

const sseLine = (event: string, data: unknown): string => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A chunk's SSE event name and payload. */
function chunkEvent(chunk: SessionChunk): [string, unknown] {
  const { type, ...rest } = chunk;
  return [type, rest];
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

function historyOf(session: DuelSession): { role: string; kind: string; text: string; step: number }[] {
  return session.history.map((h) => ({ role: h.role, kind: h.kind, text: h.text, step: h.actions }));
}

/** The text messages of a reply, each joined from its chunks. */
function joinMessages(chunks: readonly SessionChunk[]): { message: number; role: string; text: string }[] {
  const out = new Map<number, { message: number; role: string; text: string }>();
  for (const c of chunks) {
    if (c.type !== 'text') continue;
    const m = out.get(c.message) ?? { message: c.message, role: c.role, text: '' };
    m.text += c.text;
    out.set(c.message, m);
  }
  return [...out.values()];
}

export function createApp(options: AppOptions): { app: Express; manager: SessionManager } {
  const { store } = options;
  const manager = new SessionManager({
    store,
    model: options.model,
    modelBanner: options.modelBanner,
    ...(options.cacheSize ? { cacheSize: options.cacheSize } : {}),
  });
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const buckets = new TokenBuckets(options.rateLimit ?? { perSecond: 20, burst: 60 });
  const log = options.log === undefined ? (line: RequestLogLine) => process.stdout.write(`${JSON.stringify(line)}\n`) : options.log;
  const onError = options.onError ?? ((err: unknown) => console.error(err));
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  const jsonSmall = jsonBody(limits.json);
  const jsonCreate = jsonBody(limits.create);
  const jsonImport = jsonBody(limits.import);

  // One log line per request, when it ends.
  app.use((req, res, next) => {
    if (!log) return next();
    const t0 = performance.now();
    res.once('close', () => {
      log({
        time: new Date().toISOString(),
        method: req.method,
        path: req.originalUrl.split('?')[0] ?? '',
        status: res.statusCode,
        ms: Math.round((performance.now() - t0) * 100) / 100,
        session: (res.locals.sessionId as string | undefined) ?? null,
      });
    });
    next();
  });

  app.use(rejectBadUrls);

  // Per-client token bucket.
  app.use('/api', (req, res, next) => {
    const wait = buckets.take(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    if (wait > 0) {
      res.set('Retry-After', String(wait));
      throw new ApiError(429, 'RATE_LIMITED', `Too many requests; try again in ${wait} s.`);
    }
    next();
  });

  /** Checks the session id and token; returns the id. 401 no token, 404 no session, 403 wrong token. */
  const authorize = (req: Request, res: Response, sessionId?: string): string => {
    const id = sessionId ?? String(req.params.id ?? '');
    res.locals.sessionId = id;
    const tokens = presentedTokens(req);
    if (tokens.length === 0) throw new ApiError(401, 'TOKEN_REQUIRED', 'This session needs its token: send "Authorization: Bearer <token>".');
    const auth = SESSION_ID.test(id) ? store.auth(id) : undefined;
    if (!auth) throw notFound(`There is no session "${id}".`);
    if (!tokens.some((t) => tokenMatches(t, auth.tokenHash))) throw new ApiError(403, 'TOKEN_INVALID', 'That token does not open this session.');
    return id;
  };

  const sessionState = (session: DuelSession) => ({
    step: session.actions.length,
    stateHash: session.stateHash(),
    finished: session.state.result !== null,
    result: session.state.result,
    view: session.view(),
    options: manager.options(session),
  });

  const describeRow = (row: SessionRow) => ({
    id: row.id,
    format: row.format,
    seed: row.seed,
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
  });

  const replayInput = (id: string): ReplayInput & { modelCalls: ReturnType<DuelStore['modelCalls']> } =>
    store.db.transaction(() => {
      const row = store.session(id);
      if (!row) throw notFound();
      return { row, actions: store.actions(id), events: store.events(id), messages: store.messages(id), modelCalls: store.modelCalls(id) };
    })();

  const api = express.Router();

  api.get('/health', (_req, res) => {
    res.json({
      status: 'ok',
      model: manager.modelBanner,
      engineVersion: manager.engine.ctx.engineVersion,
      uptimeSeconds: Math.round((Date.now() - START) / 1000),
      sessions: { inMemory: manager.cached, broken: manager.broken.size },
    });
  });

  api.post('/sessions', jsonCreate, async (req, res) => {
    const body = parse(createSessionSchema, req.body, 'session');
    const deck = resolveDeck(body.deck, body.format, manager.cards, 'deck');
    const botDeck = resolveDeck(body.botDeck, body.format, manager.cards, 'botDeck');
    const persona = resolvePersona(body.persona, store);
    const decks: [DeckList, DeckList] = [deck.deck, botDeck.deck];
    const seed = body.seed ?? randomBytes(9).toString('base64url');
    const created = await manager.create({
      config: { format: body.format, seed, decks, firstPlayer: body.first === 'bot' ? 1 : body.first === 'coin' ? 'coin' : 0 },
      chainMode: body.chainMode,
      userName: body.userName,
      persona: persona.persona,
      personaId: persona.id,
      deckIds: [store.saveDeck(deck.deck, deck.name, deck.source), store.saveDeck(botDeck.deck, botDeck.name, botDeck.source)],
    });
    res.locals.sessionId = created.row.id;
    res.status(201).json({
      ...describeRow(created.row),
      token: created.token,
      modelBanner: manager.modelBanner,
      ...sessionState(created.session),
      messages: joinMessages(created.chunks),
      chunks: created.chunks,
    });
  });

  api.get('/sessions', (req, res) => {
    const tokens = presentedTokens(req);
    if (tokens.length === 0) {
      throw new ApiError(401, 'TOKEN_REQUIRED', 'Send the tokens of the sessions to list: "Authorization: Bearer <token>" or ?tokens=a,b.');
    }
    res.json({ sessions: store.listByTokenHashes(tokens.map(hashToken)) });
  });

  api.post('/sessions/import', jsonImport, (req, res) => {
    const data = parse(sessionExportSchema, req.body, 'import');
    const problem = exportConsistency(data);
    if (problem) throw badRequest('BAD_EXPORT', `The export does not hold together: ${problem}`);
    for (const [i, d] of data.config.decks.entries()) {
      const text = `#main\n${d.main.join('\n')}\n#extra\n${d.extra.join('\n')}\n`;
      resolveDeck(text, data.config.format, manager.cards, i === 0 ? 'config.decks[0]' : 'config.decks[1]');
    }
    const created = manager.importExport(data);
    res.locals.sessionId = created.id;
    res.status(201).json({ id: created.id, token: created.token, step: data.actions.length, stateHash: data.session.stateHash });
  });

  api.get('/sessions/:id', async (req, res) => {
    const id = authorize(req, res);
    const row = store.session(id);
    if (!row) throw notFound();
    const detail = await manager.withSession(id, (s) => ({ ...sessionState(s), history: historyOf(s) }));
    res.json({ ...describeRow(row), modelBanner: manager.modelBanner, ...detail });
  });

  api.delete('/sessions/:id', async (req, res) => {
    const id = authorize(req, res);
    const deleted = await manager.delete(id);
    if (!deleted) throw notFound();
    res.json({ deleted: id });
  });

  const replyHandler =
    (kind: ReplyRequest['kind']): RequestHandler =>
    async (req, res) => {
      const id = authorize(req, res);
      let request: ReplyRequest;
      let expectedHash: string | undefined;
      if (kind === 'message') {
        const body = parse(messageSchema, req.body, 'message');
        request = { kind, text: body.text };
        expectedHash = body.expectedHash;
      } else {
        const body = parse(actionSchema, req.body, 'action');
        request = { kind, optionId: body.optionId };
        expectedHash = body.expectedHash;
      }
      const asJson = req.accepts(['text/event-stream', 'application/json']) === 'application/json';
      if (asJson) {
        const chunks: SessionChunk[] = [];
        const committed = await manager.reply(id, request, {
          ...(expectedHash ? { expectedHash } : {}),
          onChunk: async (c) => {
            chunks.push(c);
            await tick();
          },
        });
        const views = chunks.filter((c): c is Extract<SessionChunk, { type: 'view' }> => c.type === 'view');
        const options = chunks.filter((c): c is Extract<SessionChunk, { type: 'options' }> => c.type === 'options');
        res.json({
          ...committed,
          messages: joinMessages(chunks),
          errors: chunks.filter((c) => c.type === 'error'),
          view: views[views.length - 1]?.view ?? null,
          options: options[options.length - 1]?.options ?? [],
          chunks,
        });
        return;
      }
      let started = false;
      const write = (event: string, data: unknown): void => {
        if (!res.writableEnded && !res.destroyed) res.write(sseLine(event, data));
      };
      try {
        const committed: Committed = await manager.reply(id, request, {
          ...(expectedHash ? { expectedHash } : {}),
          onStart: () => {
            started = true;
            res.status(200).set({
              'Content-Type': 'text/event-stream; charset=utf-8',
              'Cache-Control': 'no-cache, no-transform',
              Connection: 'keep-alive',
              'X-Accel-Buffering': 'no',
            });
            res.flushHeaders();
          },
          onChunk: async (chunk) => {
            const [event, data] = chunkEvent(chunk);
            write(event, data);
            await tick();
          },
        });
        // Acknowledged only now: the reply is in the database.
        write('done', committed);
        res.end();
      } catch (err) {
        if (!started) throw err;
        const e = toApiError(err);
        if (e.status === 500 && e.code === 'INTERNAL') onError(err);
        write('error', { code: e.code, message: e.message });
        res.end();
      }
    };

  api.post('/sessions/:id/messages', jsonSmall, replyHandler('message'));
  api.post('/sessions/:id/actions', jsonSmall, replyHandler('action'));

  api.get('/sessions/:id/replay', (req, res) => {
    const id = authorize(req, res);
    const query = parse(replayQuerySchema, req.query, 'query');
    const input = replayInput(id);
    if (query.step !== undefined && query.step > input.actions.length) {
      throw badRequest('BAD_STEP', `step: the session has ${input.actions.length} steps.`);
    }
    res.json(buildReplay(manager.engine, input, query.step !== undefined ? { atStep: query.step } : {}));
  });

  api.get('/sessions/:id/export', (req, res) => {
    const id = authorize(req, res);
    const query = parse(exportQuerySchema, req.query, 'query');
    const input = replayInput(id);
    if (query.format === 'md') {
      res.type('text/markdown; charset=utf-8').set('Content-Disposition', `attachment; filename="${id}.md"`);
      res.send(exportMarkdown(manager.engine, input));
      return;
    }
    res.set('Content-Disposition', `attachment; filename="${id}.json"`);
    res.json(exportSession(manager.engine, input, new Date().toISOString()));
  });

  api.post('/sessions/:id/fork', jsonSmall, async (req, res) => {
    const id = authorize(req, res);
    const body = parse(forkSchema, req.body, 'fork');
    const fork = await manager.fork(id, body.step);
    const state = await manager.withSession(fork.id, (s) => sessionState(s));
    res.status(201).json({ id: fork.id, token: fork.token, parentId: id, forkStep: fork.step, ...state });
  });

  api.post('/rules/ask', jsonSmall, async (req, res) => {
    const body = parse(rulesSchema, req.body, 'question');
    const rules = defaultRulesDeps();
    const deps = { reference: rules.reference, search: rules.search, cards: manager.cards, model: manager.model };
    let answer;
    if (body.sessionId !== undefined) {
      const id = authorize(req, res, body.sessionId);
      answer = await manager.withSession(id, (s) =>
        answerQuestion(body.question, { ...deps, duel: { state: s.state, player: s.human, engine: manager.engine } }),
      );
    } else {
      answer = await answerQuestion(body.question, deps);
    }
    const { card, ...rest } = answer;
    res.json({ ...rest, ...(card ? { card: { name: card.name, passcode: card.passcode } } : {}) });
  });

  api.use((req) => {
    throw new ApiError(404, 'NOT_FOUND', `No API route ${req.method} ${req.path}.`);
  });

  app.use('/api', api);
  if (options.web !== false) {
    try {
      app.use(webRouter(options.web ?? {}));
    } catch (err) {
      // The API keeps working when the page cannot be loaded.
      onError(err);
      app.get('/', (_req, res) => {
        res.type('text/plain').send('Duel Companion: the web page could not be loaded. The JSON API is at /api (GET /api/health).\n');
      });
    }
  }
  app.use((req: Request) => {
    throw new ApiError(404, 'NOT_FOUND', `Nothing at ${req.method} ${req.path}.`);
  });

  const errorHandler: ErrorRequestHandler = (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const e = toApiError(err);
    if (e.status === 500 && e.code === 'INTERNAL') onError(err);
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(e.status).json(e.toJSON());
  };
  app.use(errorHandler);
  return { app, manager };
}
