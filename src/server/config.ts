/**
 * The service's settings, from the environment (and `.env`, read by main.ts through
 * dotenv without overriding the shell). Every variable is optional; a value we cannot
 * use stops the start with a message naming it.
 */
import { z } from 'zod';
import { resolveDbPath } from '../store/db.js';
import { DEFAULT_HTTP_LIMITS, type HttpLimits } from './httpServer.js';

export interface ServerConfig {
  port: number;
  host: string;
  dbPath: string;
  synchronous: 'normal' | 'full';
  rateLimit: { perSecond: number; burst: number };
  cacheSize: number;
  log: boolean;
  /** Serve the web page (DUEL_WEB=off: the API alone). */
  web: boolean;
  /** Timeouts and connection caps of the HTTP server (httpServer.ts). */
  http: HttpLimits;
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
  DUEL_DB_SYNCHRONOUS: z.enum(['normal', 'full']),
  RATE_LIMIT_PER_SEC: int(0, 1_000_000),
  RATE_LIMIT_BURST: int(1, 1_000_000),
  SESSION_CACHE_SIZE: int(1, 100_000),
  DUEL_LOG: z.enum(['on', 'off']),
  DUEL_WEB: z.enum(['on', 'off']),
  HTTP_HEADERS_TIMEOUT_MS: int(100, 600_000),
  HTTP_REQUEST_TIMEOUT_MS: int(100, 3_600_000),
  HTTP_KEEPALIVE_TIMEOUT_MS: int(100, 600_000),
  HTTP_MAX_CONNECTIONS: int(1, 1_000_000),
  HTTP_MAX_CONNECTIONS_PER_CLIENT: int(1, 1_000_000),
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

export function parseServerConfig(env: Env): ServerConfig {
  return {
    port: read(env, 'PORT') ?? 3000,
    host: read(env, 'HOST') ?? '127.0.0.1',
    dbPath: resolveDbPath(read(env, 'DUEL_DB_PATH')),
    synchronous: read(env, 'DUEL_DB_SYNCHRONOUS') ?? 'normal',
    rateLimit: { perSecond: read(env, 'RATE_LIMIT_PER_SEC') ?? 20, burst: read(env, 'RATE_LIMIT_BURST') ?? 60 },
    cacheSize: read(env, 'SESSION_CACHE_SIZE') ?? 256,
    log: (read(env, 'DUEL_LOG') ?? 'on') === 'on',
    web: (read(env, 'DUEL_WEB') ?? 'on') === 'on',
    http: {
      headersTimeoutMs: read(env, 'HTTP_HEADERS_TIMEOUT_MS') ?? DEFAULT_HTTP_LIMITS.headersTimeoutMs,
      requestTimeoutMs: read(env, 'HTTP_REQUEST_TIMEOUT_MS') ?? DEFAULT_HTTP_LIMITS.requestTimeoutMs,
      keepAliveTimeoutMs: read(env, 'HTTP_KEEPALIVE_TIMEOUT_MS') ?? DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs,
      maxConnections: read(env, 'HTTP_MAX_CONNECTIONS') ?? DEFAULT_HTTP_LIMITS.maxConnections,
      maxConnectionsPerClient: read(env, 'HTTP_MAX_CONNECTIONS_PER_CLIENT') ?? DEFAULT_HTTP_LIMITS.maxConnectionsPerClient,
    },
    exportSecret: read(env, 'EXPORT_SECRET'),
  };
}
