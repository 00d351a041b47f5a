/**
 * The service's settings, from the environment (and `.env`, read by main.ts through
 * dotenv without overriding the shell). Every variable is optional; a value we cannot
 * use stops the start with a message naming it.
 */
import { z } from 'zod';
import { resolveDbPath } from '../store/db.js';
import { DEFAULT_IMPORT_CAPS, DEFAULT_LIMITS } from './app.js';
import { DEFAULT_EXPIRY, type ExpiryOptions } from './expiry.js';
import { allowedHosts } from './hostGuard.js';
import { DEFAULT_HTTP_LIMITS, type HttpLimits } from './httpServer.js';
import { DEFAULT_QUOTAS, type QuotaLimits } from './quotas.js';
import { MAX_PROXY_HOPS, parseTrustProxy } from './trustProxy.js';

export interface ServerConfig {
  port: number;
  host: string;
  dbPath: string;
  /** DATABASE_URL: PostgreSQL shared by several service processes instead of the SQLite file. */
  databaseUrl: string | null;
  synchronous: 'normal' | 'full';
  rateLimit: { perSecond: number; burst: number };
  cacheSize: number;
  /**
   * SESSION_WORKERS: worker threads the live sessions run in (default 0: the main thread). Off by
   * default until the pool meets the load bars: on a quiet 2-core machine its creates took 2.7 s
   * at p50 with 100 duels and 673 of its requests failed with 1,000 (README, sessions in worker threads).
   */
  workers: number;
  log: boolean;
  /** Serve the web page (DUEL_WEB=off: the API alone). */
  web: boolean;
  /** A daily backup beside the database file (DUEL_DB_BACKUP=off: none). */
  backups: boolean;
  /** Timeouts and connection caps of the HTTP server (httpServer.ts). */
  http: HttpLimits;
  /** The page and its assets: a looser limit than the API's. */
  webRateLimit: { perSecond: number; burst: number };
  quotas: QuotaLimits;
  importLimits: { bytes: number; actions: number; messages: number };
  expiry: ExpiryOptions | false;
  /** express "trust proxy": false, a hop count, or addresses/subnets. */
  trustProxy: false | number | string;
  allowedHosts: string[] | '*';
  /** EXPORT_SECRET: the key exports are signed and sealed with; absent: one made and kept in the database. */
  exportSecret: string | undefined;
}

export class ServerConfigError extends Error {
  constructor(variable: string, message: string) {
    super(`${variable}: ${message}`);
    this.name = 'ServerConfigError';
  }
}

const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `at least ${min}`).max(max, `at most ${max}`));

const VARIABLES = {
  PORT: int(0, 65535),
  HOST: z.string().min(1).max(255),
  DUEL_DB_PATH: z.string().min(1).max(4096),
  DATABASE_URL: z.string().max(4096).regex(/^postgres(ql)?:\/\/\S+$/, 'a postgres:// URL (postgres://user:password@host:5432/database)'),
  DUEL_DB_SYNCHRONOUS: z.enum(['normal', 'full']),
  RATE_LIMIT_PER_SEC: int(0, 1_000_000),
  RATE_LIMIT_BURST: int(1, 1_000_000),
  SESSION_CACHE_SIZE: int(1, 100_000),
  SESSION_WORKERS: int(0, 64),
  DUEL_LOG: z.enum(['on', 'off']),
  DUEL_WEB: z.enum(['on', 'off']),
  DUEL_DB_BACKUP: z.enum(['on', 'off']),
  HTTP_HEADERS_TIMEOUT_MS: int(100, 600_000),
  HTTP_REQUEST_TIMEOUT_MS: int(100, 3_600_000),
  HTTP_KEEPALIVE_TIMEOUT_MS: int(100, 600_000),
  HTTP_MAX_CONNECTIONS: int(1, 1_000_000),
  HTTP_MAX_CONNECTIONS_PER_CLIENT: int(1, 1_000_000),
  HTTP_MAX_CONNECTIONS_PER_PREFIX: int(1, 1_000_000),
  WEB_RATE_LIMIT_PER_SEC: int(0, 1_000_000),
  WEB_RATE_LIMIT_BURST: int(1, 1_000_000),
  MAX_SESSIONS_PER_CLIENT: int(0, 10_000_000),
  MAX_STORED_MB_PER_CLIENT: int(0, 10_000_000),
  MAX_SESSIONS: int(0, 100_000_000),
  MAX_DB_MB: int(0, 100_000_000),
  IMPORT_MAX_KB: int(1, 1_000_000),
  IMPORT_MAX_ACTIONS: int(1, 10_000_000),
  IMPORT_MAX_MESSAGES: int(1, 10_000_000),
  SESSION_EXPIRY_DAYS: int(0, 100_000),
  SESSION_SWEEP_MINUTES: int(1, 100_000),
  TRUST_PROXY: z.string().max(4096).transform((raw, ctx) => {
    const parsed = parseTrustProxy(raw);
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: `off, a hop count (1 to ${MAX_PROXY_HOPS}), or proxy addresses or subnets, comma-separated; ${parsed.error}` });
      return z.NEVER;
    }
    return parsed.value;
  }),
  ALLOWED_HOSTS: z.string().regex(/^[\w.\-\[\]:*,\s]+$/, 'a comma-separated list of host names (no ports), or *'),
  EXPORT_SECRET: z.string().min(16, 'at least 16 characters').max(1000),
} as const;

type Env = Record<string, string | undefined>;

function read<K extends keyof typeof VARIABLES>(env: Env, name: K): z.output<(typeof VARIABLES)[K]> | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const r = VARIABLES[name].safeParse(raw);
  if (!r.success) throw new ServerConfigError(name, `expected ${r.error.issues.map((i) => i.message).join('; ')}, got ${JSON.stringify(raw)}`);
  return r.data as z.output<(typeof VARIABLES)[K]>;
}

const MB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

function expiry(env: Env): ExpiryOptions | false {
  const days = read(env, 'SESSION_EXPIRY_DAYS');
  const minutes = read(env, 'SESSION_SWEEP_MINUTES');
  if (days === 0) return false;
  return {
    idleMs: days === undefined ? DEFAULT_EXPIRY.idleMs : days * DAY_MS,
    intervalMs: minutes === undefined ? DEFAULT_EXPIRY.intervalMs : minutes * 60_000,
  };
}

export function parseServerConfig(env: Env): ServerConfig {
  const host = read(env, 'HOST') ?? '127.0.0.1';
  const mb = (name: 'MAX_STORED_MB_PER_CLIENT' | 'MAX_DB_MB', fallback: number): number => {
    const v = read(env, name);
    return v === undefined ? fallback : v * MB;
  };
  return {
    port: read(env, 'PORT') ?? 3000,
    host,
    dbPath: resolveDbPath(read(env, 'DUEL_DB_PATH')),
    databaseUrl: read(env, 'DATABASE_URL') ?? null,
    synchronous: read(env, 'DUEL_DB_SYNCHRONOUS') ?? 'normal',
    rateLimit: { perSecond: read(env, 'RATE_LIMIT_PER_SEC') ?? 20, burst: read(env, 'RATE_LIMIT_BURST') ?? 60 },
    cacheSize: read(env, 'SESSION_CACHE_SIZE') ?? 256,
    workers: read(env, 'SESSION_WORKERS') ?? 0,
    log: (read(env, 'DUEL_LOG') ?? 'on') === 'on',
    web: (read(env, 'DUEL_WEB') ?? 'on') === 'on',
    backups: (read(env, 'DUEL_DB_BACKUP') ?? 'on') === 'on',
    http: {
      headersTimeoutMs: read(env, 'HTTP_HEADERS_TIMEOUT_MS') ?? DEFAULT_HTTP_LIMITS.headersTimeoutMs,
      requestTimeoutMs: read(env, 'HTTP_REQUEST_TIMEOUT_MS') ?? DEFAULT_HTTP_LIMITS.requestTimeoutMs,
      keepAliveTimeoutMs: read(env, 'HTTP_KEEPALIVE_TIMEOUT_MS') ?? DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs,
      maxConnections: read(env, 'HTTP_MAX_CONNECTIONS') ?? DEFAULT_HTTP_LIMITS.maxConnections,
      maxConnectionsPerClient: read(env, 'HTTP_MAX_CONNECTIONS_PER_CLIENT') ?? DEFAULT_HTTP_LIMITS.maxConnectionsPerClient,
      maxConnectionsPerPrefix: read(env, 'HTTP_MAX_CONNECTIONS_PER_PREFIX') ?? DEFAULT_HTTP_LIMITS.maxConnectionsPerPrefix,
      reservedShare: DEFAULT_HTTP_LIMITS.reservedShare,
    },
    webRateLimit: { perSecond: read(env, 'WEB_RATE_LIMIT_PER_SEC') ?? 10, burst: read(env, 'WEB_RATE_LIMIT_BURST') ?? 100 },
    quotas: {
      sessionsPerClient: read(env, 'MAX_SESSIONS_PER_CLIENT') ?? DEFAULT_QUOTAS.sessionsPerClient,
      bytesPerClient: mb('MAX_STORED_MB_PER_CLIENT', DEFAULT_QUOTAS.bytesPerClient),
      sessions: read(env, 'MAX_SESSIONS') ?? DEFAULT_QUOTAS.sessions,
      bytes: mb('MAX_DB_MB', DEFAULT_QUOTAS.bytes),
    },
    importLimits: {
      bytes: (read(env, 'IMPORT_MAX_KB') ?? parseInt(DEFAULT_LIMITS.import, 10) * 1024) * 1024,
      actions: read(env, 'IMPORT_MAX_ACTIONS') ?? DEFAULT_IMPORT_CAPS.actions,
      messages: read(env, 'IMPORT_MAX_MESSAGES') ?? DEFAULT_IMPORT_CAPS.messages,
    },
    expiry: expiry(env),
    trustProxy: read(env, 'TRUST_PROXY') ?? false,
    allowedHosts: allowedHosts(host, (read(env, 'ALLOWED_HOSTS') ?? '').split(',').map((h) => h.trim()).filter((h) => h !== '')),
    exportSecret: read(env, 'EXPORT_SECRET'),
  };
}
