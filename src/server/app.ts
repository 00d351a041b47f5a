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
 *   /api/mages, /api/campaigns          the Shadow Games' mages and campaign records (routes/mages.ts, routes/campaigns.ts)
 *   POST   /api/mages/:id/campaigns, GET|POST /api/campaigns/:id/play   a campaign played step by step (routes/campaignPlay.ts)
 *   GET    /api/health
 *
 * In front of everything: the Host allow-list (hostGuard.ts) and a per-client rate limit
 * (a looser one for the page and its assets). Quotas (quotas.ts) hold what one client
 * and the whole service may store; abandoned duels expire (expiry.ts).
 */
import express, { type ErrorRequestHandler, type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { ChatModel } from '../llm/types.js';
import type { ModelConfig } from '../llm/config.js';
import type { SearchSettings } from '../bot/search.js';
import type { DuelStore } from '../store/store.js';
import { webRouter } from '../web/router.js';
import { ApiError } from './errors.js';
import { authorizer, toApiError, type RouteDeps } from './http.js';
import { jsonBody } from './jsonLimits.js';
import { rejectBadUrls } from './urlGuard.js';
import { DEFAULT_EXPIRY, ExpirySweeper, type ExpiryOptions } from './expiry.js';
import { hostGuard, LOCAL_HOSTS } from './hostGuard.js';
import { DEFAULT_QUOTAS, Quotas, type QuotaLimits } from './quotas.js';
import { clientKey, TokenBuckets } from './rateLimit.js';
import { healthRouter } from './routes/health.js';
import { replayRouter } from './routes/replay.js';
import { rulesRouter } from './routes/rules.js';
import { sessionsRouter } from './routes/sessions.js';
import { matchesRouter } from './routes/matches.js';
import { magesRouter } from './routes/mages.js';
import { campaignsRouter } from './routes/campaigns.js';
import { campaignPlayRouter } from './routes/campaignPlay.js';
import { MageStore } from '../store/mageStore.js';
import { ModelGameMaster } from '../shadow/campaign/modelGm.js';
import { TemplateGameMaster } from '../shadow/campaign/templateGm.js';
import { SessionManager } from './sessions.js';

export interface AppOptions {
  store: DuelStore;
  model: ChatModel | null;
  modelBanner: string;
  cacheSize?: number;
  /**
   * The worker threads the live sessions (engine and bot) run in, so the event loop stays
   * free for HTTP: `size` workers, each with the model `modelConfig` describes (a model
   * object cannot cross threads). Absent: sessions run in this thread (tests with a model object).
   */
  workers?: { size: number; modelConfig: ModelConfig | null };
  /** The `strong` level's search settings (default: BOT_STRONG_BUDGET_MS, botSettings.ts). */
  search?: Partial<SearchSettings>;
  /** Per-client token bucket for /api; `perSecond: 0` turns it off. Default 20/s, burst 60. */
  rateLimit?: { perSecond: number; burst: number };
  /** The same for the web page and its assets. Default 10/s, burst 100. */
  webRateLimit?: { perSecond: number; burst: number };
  /** Body size limits (bytes or strings like "256kb"). */
  limits?: { json?: string | number; create?: string | number; import?: string | number };
  /** The most actions and messages an imported export may hold. */
  importCaps?: { actions: number; messages: number };
  /** Per-client and total quotas (0: no limit). */
  quotas?: Partial<QuotaLimits>;
  /** Expiry of abandoned unfinished sessions, or false for none. */
  expiry?: ExpiryOptions | false;
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For), as express's
   * "trust proxy": false (default: nobody, the socket's address is the client), a number
   * of hops, or addresses/subnets ("loopback", "10.0.0.1, 10.0.0.2").
   */
  trustProxy?: false | number | string;
  /** Host header allow-list (hostGuard.ts), or '*' for any. Default: the loopback names. */
  allowedHosts?: readonly string[] | '*';
  /** One structured line per request; null: silent. Default: JSON to stdout. */
  log?: ((line: RequestLogLine) => void) | null;
  /** Where unexpected errors are reported (default console.error). */
  onError?: (err: unknown) => void;
  /** The key exports are signed and sealed with (EXPORT_SECRET); absent: one kept in the database. */
  exportSecret?: string;
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

export const DEFAULT_LIMITS = { json: '256kb', create: '8mb', import: '2mb' } as const;
export const DEFAULT_IMPORT_CAPS = { actions: 10_000, messages: 5_000 } as const;

/** One log line per request, when it ends. */
function requestLog(log: (line: RequestLogLine) => void): RequestHandler {
  return (req, res, next) => {
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
  };
}

/** Per-client token bucket. */
function rateLimit(buckets: TokenBuckets): RequestHandler {
  return (req, res, next) => {
    const wait = buckets.take(clientKey(req));
    if (wait > 0) {
      res.set('Retry-After', String(wait));
      throw new ApiError(429, 'RATE_LIMITED', `Too many requests; try again in ${wait} s.`);
    }
    next();
  };
}

/** The web page, or a plain note when it cannot be loaded (the API keeps working). */
function mountPage(app: Express, web: AppOptions['web'], onError: (err: unknown) => void): void {
  if (web === false) return;
  try {
    app.use(webRouter(web ?? {}));
  } catch (err) {
    onError(err);
    app.get('/', (_req, res) => {
      res.type('text/plain').send('Duel Companion: the web page could not be loaded. The JSON API is at /api (GET /api/health).\n');
    });
  }
}

function errorHandler(onError: (err: unknown) => void): ErrorRequestHandler {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const e = toApiError(err);
    if (e.status === 500 && e.code === 'INTERNAL') onError(err);
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(e.status).json(e.toJSON());
  };
}

export interface CreatedApp {
  app: Express;
  manager: SessionManager;
  /** Work the app runs on timers (the expiry sweep): stop it before closing the database. */
  background: { sweeper: ExpirySweeper | null; stop: () => void };
}

export function createApp(options: AppOptions): CreatedApp {
  const { store } = options;
  const manager = new SessionManager({
    store,
    model: options.model,
    modelBanner: options.modelBanner,
    ...(options.cacheSize ? { cacheSize: options.cacheSize } : {}),
    ...(options.workers ? { workers: options.workers } : {}),
    ...(options.search ? { search: options.search } : {}),
  });
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log === undefined ? (line: RequestLogLine) => process.stdout.write(`${JSON.stringify(line)}\n`) : options.log;
  const onError = options.onError ?? ((err: unknown) => console.error(err));
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', options.trustProxy ?? false);
  if (log) app.use(requestLog(log));
  app.use(hostGuard(options.allowedHosts ?? LOCAL_HOSTS));
  app.use(rejectBadUrls);
  app.use('/api', rateLimit(new TokenBuckets(options.rateLimit ?? { perSecond: 20, burst: 60 })));

  const deps: RouteDeps = {
    store,
    manager,
    exportKey: store.secrets.exportKey(options.exportSecret),
    authorize: authorizer(store),
    // Size limit and nesting-depth check (jsonLimits.ts) at every JSON body.
    json: { small: jsonBody(limits.json), create: jsonBody(limits.create), import: jsonBody(limits.import) },
    importCaps: options.importCaps ?? DEFAULT_IMPORT_CAPS,
    quotas: new Quotas(manager.usage, { ...DEFAULT_QUOTAS, ...options.quotas }),
    onError,
  };
  const api = express.Router();
  // One router per resource; the import route comes before the session routes' `:id`.
  // The campaign's Game Master: the model when one is configured (it falls back to the templates on a failed call).
  const gm = options.model ? new ModelGameMaster(options.model) : new TemplateGameMaster();
  const campaignPlay = campaignPlayRouter({ route: deps, mages: new MageStore(store.db), gm });
  api.use(healthRouter(deps), replayRouter(deps), sessionsRouter(deps), rulesRouter(deps), matchesRouter(deps), magesRouter(deps), campaignsRouter(deps), campaignPlay);
  api.use((req) => {
    throw new ApiError(404, 'NOT_FOUND', `No API route ${req.method} ${req.path}.`);
  });
  app.use('/api', api);
  app.use(rateLimit(new TokenBuckets(options.webRateLimit ?? { perSecond: 10, burst: 100 })));
  mountPage(app, options.web, onError);
  app.use((req: Request) => {
    throw new ApiError(404, 'NOT_FOUND', `Nothing at ${req.method} ${req.path}.`);
  });
  app.use(errorHandler(onError));
  const expiry = options.expiry === undefined ? DEFAULT_EXPIRY : options.expiry;
  const sweeper = expiry ? new ExpirySweeper(manager, { onError, ...expiry }) : null;
  sweeper?.start();
  return {
    app,
    manager,
    background: {
      sweeper,
      stop: () => {
        sweeper?.stop();
        void manager.close();
      },
    },
  };
}
