/**
 * `npm start`: the duel service. Reads `.env` (PORT, HOST, DUEL_DB_PATH, the model
 * settings...), opens the database (created with its tables on first start) and serves
 * the API and the web page at once: a saved session is rebuilt through the engine, every
 * stored hash checked, when it is first used, so start-up time does not grow with the
 * number of unfinished sessions. It prints one JSON line when the database is open, one
 * when it is listening followed by a plain "Duel Companion is running: open http://…"
 * line, then one JSON line per request.
 *
 * Stopping it at any moment loses nothing acknowledged: every reply is committed before
 * its last event is sent.
 */
import { config as loadDotenv } from 'dotenv';
import type { AddressInfo } from 'node:net';
import { createChatModel, loadModelConfig, ModelConfigError, modelBanner } from '../llm/index.js';
import { scheduleDailyBackups } from '../store/backup.js';
import { openDatabase, type Db } from '../store/db.js';
import { openPgDatabase } from '../store/pgDb.js';
import type { StoreDb } from '../store/storeDb.js';
import { checkDatabaseFile, damagedDatabaseMessage, isDatabaseDamage } from '../store/integrity.js';
import { DuelStore } from '../store/store.js';
import { StoreUsage } from '../store/usage.js';
import { createApp } from './app.js';
import { parseServerConfig, ServerConfigError, type ServerConfig } from './config.js';
import { listen } from './httpServer.js';

const say = (line: Record<string, unknown>): void => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);
};

/** The one line a person starting the service reads: where to point the browser. An
 * any-address listener (0.0.0.0, ::) is reachable on this machine at 127.0.0.1. */
function runningLine(address: AddressInfo): string {
  const anyAddress = address.address === '0.0.0.0' || address.address === '::';
  const host = anyAddress ? '127.0.0.1' : address.address.includes(':') ? `[${address.address}]` : address.address;
  return `Duel Companion is running: open http://${host}:${address.port}`;
}

/** The database DATABASE_URL names (PostgreSQL), else the SQLite file checked first; a message when it cannot be used. */
function openStoreDatabase(config: ServerConfig): StoreDb | string {
  if (config.databaseUrl) {
    try {
      return openPgDatabase(config.databaseUrl);
    } catch (err) {
      return `The PostgreSQL database named by DATABASE_URL (${redactedUrl(config.databaseUrl)}) cannot be used: ${err instanceof Error ? err.message : String(err)}`;
    }
  }
  const check = checkDatabaseFile(config.dbPath);
  if (!check.ok) return damagedDatabaseMessage(config.dbPath, check.problem);
  return openDatabase(config.dbPath, { synchronous: config.synchronous });
}

/** A database URL without its password, for logs. */
const redactedUrl = (url: string): string => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

async function main(): Promise<number> {
  loadDotenv({ quiet: true, override: false });
  let config;
  let model;
  let banner;
  let modelConfig;
  try {
    config = parseServerConfig(process.env);
    modelConfig = loadModelConfig();
    model = createChatModel(modelConfig);
    banner = modelBanner(modelConfig);
  } catch (err) {
    if (err instanceof ServerConfigError || err instanceof ModelConfigError) {
      console.error(`Configuration: ${err.message}`);
      return 1;
    }
    throw err;
  }
  const t0 = performance.now();
  const db = openStoreDatabase(config);
  if (typeof db === 'string') {
    console.error(db);
    return 3;
  }
  const store = new DuelStore(db);
  const { app, background } = createApp({
    store,
    model,
    modelBanner: banner,
    cacheSize: config.cacheSize,
    // Each worker builds its own model from the same settings (the offline one when none is set).
    ...(config.workers > 0 ? { workers: { size: config.workers, modelConfig: modelConfig.mode === 'offline' ? null : modelConfig } } : {}),
    rateLimit: config.rateLimit,
    webRateLimit: config.webRateLimit,
    limits: { import: config.importLimits.bytes },
    importCaps: { actions: config.importLimits.actions, messages: config.importLimits.messages },
    quotas: config.quotas,
    expiry: config.expiry,
    trustProxy: config.trustProxy,
    allowedHosts: config.allowedHosts,
    log: config.log ? undefined : null,
    ...(config.exportSecret ? { exportSecret: config.exportSecret } : {}),
    ...(config.web ? {} : { web: false as const }),
  });
  say({
    msg: 'opened',
    db: config.databaseUrl ? redactedUrl(config.databaseUrl) : config.dbPath,
    unfinished: new StoreUsage(db).unfinishedCount(),
    rebuilt: 'on first use',
    ms: Math.round(performance.now() - t0),
  });
  const server = await listen(app, config.port, config.host, config.http);
  const address = server.address() as AddressInfo;
  const url = `http://${address.address.includes(':') ? `[${address.address}]` : address.address}:${address.port}`;
  say({ msg: 'listening', url, port: address.port, model: banner, sessionWorkers: config.workers });
  process.stdout.write(`${runningLine(address)}\n`);
  // PostgreSQL is backed up by its own tools (pg_dump): see the README.
  const stopBackups = config.databaseUrl || config.dbPath === ':memory:' || !config.backups ? () => {} : scheduleDailyBackups(db as Db, config.dbPath, say);

  const stop = (signal: string): void => {
    say({ msg: 'stopping', signal });
    background.stop();
    stopBackups();
    server.close(() => {
      db.close();
      process.exit(0);
    });
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  return 0;
}

main().then(
  (code) => {
    if (code !== 0) process.exit(code);
  },
  (err: unknown) => {
    // Damage that quick_check missed (or that happened since) still gets the way out, not a stack.
    if (isDatabaseDamage(err)) console.error(damagedDatabaseMessage(process.env.DUEL_DB_PATH ?? 'the database file', (err as Error).message));
    else console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exit(1);
  },
);
