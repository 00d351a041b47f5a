/**
 * Shared by the server tests: a real app on 127.0.0.1 (port 0) over a temporary database
 * file, a small HTTP client, a server-sent-events reader and a PNG character card maker.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { createApp, type AppOptions, type RequestLogLine } from '../../src/server/app.js';
import type { ExpirySweeper } from '../../src/server/expiry.js';
import { listen, type HttpLimits } from '../../src/server/httpServer.js';
import type { SessionManager } from '../../src/server/sessions.js';
import { openDatabase, type Db } from '../../src/store/db.js';
import { DuelStore } from '../../src/store/store.js';

export interface TestServer {
  url: string;
  /** On its SQLite file (tests may reach into the file). */
  store: DuelStore & { readonly db: Db };
  manager: SessionManager;
  dbPath: string;
  logs: RequestLogLine[];
  errors: unknown[];
  /** The expiry sweep, when the app runs one. */
  sweeper: ExpirySweeper | null;
  /** Stops the server and closes the database (the file stays until `cleanup`). */
  close(): Promise<void>;
}

export function tempDir(prefix = 'duel-server-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `http`: the HTTP server's timeouts and connection caps (short ones for the hardening tests). */
export async function startServer(dbPath: string, options: Partial<AppOptions> = {}, http: Partial<HttpLimits> = {}): Promise<TestServer> {
  const store = new DuelStore(openDatabase(dbPath)) as DuelStore & { readonly db: Db };
  return { ...(await startServerOn(store, options, http)), store, dbPath };
}

/** The same on a store of any database (PostgreSQL in tests/store); `dbPath` is ''. */
export async function startServerOn(store: DuelStore, options: Partial<AppOptions> = {}, http: Partial<HttpLimits> = {}): Promise<Omit<TestServer, 'store'> & { store: DuelStore }> {
  const dbPath = '';
  const logs: RequestLogLine[] = [];
  const errors: unknown[] = [];
  // SESSION_WORKERS=N runs a test file's sessions in a pool of N worker threads (the same file checks both ways).
  const workers = Number(process.env.SESSION_WORKERS ?? 0);
  const { app, manager, background } = createApp({
    store,
    model: null,
    ...(workers > 0 && !options.model ? { workers: { size: workers, modelConfig: null } } : {}),
    modelBanner: 'offline model (no API key or base URL set)',
    rateLimit: { perSecond: 0, burst: 1 },
    log: (line) => logs.push(line),
    onError: (err) => errors.push(err),
    web: false,
    expiry: false,
    ...options,
  });
  const server: Server = await listen(app, 0, '127.0.0.1', http);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    store,
    manager,
    dbPath,
    logs,
    errors,
    sweeper: background.sweeper,
    close: () =>
      new Promise<void>((resolve) => {
        background.stop();
        server.closeAllConnections();
        server.close(() => {
          store.close();
          resolve();
        });
      }),
  };
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (no JSON encoding). */
  raw?: string;
  headers?: Record<string, string>;
  accept?: string;
}

export async function call(base: string, method: string, path: string, opts: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { Accept: opts.accept ?? 'application/json', ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const res = await fetch(`${base}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** The events of a server-sent-events body, in order. */
export function parseSse(text: string): { event: string; data: any }[] {
  return text
    .split('\n\n')
    .filter((b) => b.trim() !== '')
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trim());
      }
      return { event, data: JSON.parse(data.join('\n')) };
    });
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** A 1x1 PNG whose `chara` tEXt chunk holds `card` (base64 JSON), padded with `padBytes` of zTXt-free filler. */
export function characterPng(card: unknown, padBytes = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  const text = Buffer.from(JSON.stringify(card), 'utf8').toString('base64');
  const chunks = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('tEXt', Buffer.concat([Buffer.from('chara', 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')])),
  ];
  if (padBytes > 0) chunks.push(pngChunk('abCd', Buffer.alloc(padBytes)));
  chunks.push(pngChunk('IDAT', deflateSync(Buffer.from([0, 0x80]))), pngChunk('IEND', new Uint8Array(0)));
  return Buffer.concat(chunks);
}

/**
 * Runs `npm start`'s entry point on `dbPath` in a child process and waits for it to exit:
 * for a database the service must refuse to start on (it says why and what to do).
 */
export function startServiceExpectingRefusal(dbPath: string): { status: number | null; stderr: string; stdout: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: new URL('../../', import.meta.url),
    env: { ...process.env, DUEL_DB_PATH: dbPath, PORT: '0', DUEL_LOG: 'off', OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, stderr: r.stderr, stdout: r.stdout };
}
