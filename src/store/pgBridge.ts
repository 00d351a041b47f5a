/**
 * A synchronous call into PostgreSQL. The store's interface is synchronous (better-sqlite3
 * commits before a write returns, and every caller relies on that: a reply is committed
 * before its last event is sent), while the `pg` client is asynchronous. So one worker
 * thread owns one `pg` connection; a query is posted to it and this thread blocks on a
 * shared flag (Atomics.wait) until the worker has put the answer on the port, then reads it
 * with receiveMessageOnPort. A round trip on loopback is a fraction of a millisecond: the
 * event loop blocks about as long as it does for an SQLite write that syncs its WAL.
 *
 * One connection per process is enough: the thread that calls is blocked while a query
 * runs, so statements (and transactions) of one process never interleave.
 */
import { createRequire } from 'node:module';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';

export type PgValue = string | number | null;

export interface PgResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

/** An error PostgreSQL (or the connection to it) reported; `code` is the SQLSTATE when there is one. */
export class PgError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'PgError';
  }
}

// The worker is plain JavaScript given as source, so it runs the same under tsx, vitest
// and a build (a .ts worker file would need a loader in each of them).
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const pg = require(workerData.pgPath);
// COUNT and SUM come back as int8 / numeric: as numbers, like SQLite's.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
const flag = new Int32Array(workerData.flag);
const port = workerData.port;
const client = new pg.Client({ connectionString: workerData.url, application_name: 'duel-companion' });
let lost = null;
client.on('error', (err) => { lost = err; });
const ready = client.connect();
function answer(reply) {
  port.postMessage(reply);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}
port.on('message', async (msg) => {
  try {
    await ready;
    if (lost) throw lost;
    if (msg.close) {
      await client.end();
      answer({ ok: true, rows: [], rowCount: 0 });
      return;
    }
    const r = await client.query(msg.params ? { text: msg.sql, values: msg.params } : msg.sql);
    const last = Array.isArray(r) ? r[r.length - 1] : r;
    answer({ ok: true, rows: last ? last.rows : [], rowCount: last ? last.rowCount || 0 : 0 });
  } catch (err) {
    answer({ ok: false, message: String(err && err.message || err), code: err && err.code });
  }
});
`;

export class PgBridge {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private closed = false;

  constructor(
    url: string,
    private readonly timeoutMs = 30_000,
  ) {
    const { port1, port2 } = new MessageChannel();
    const pgPath = createRequire(import.meta.url).resolve('pg');
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { url, pgPath, flag: this.flag.buffer, port: port2 }, transferList: [port2] });
    this.worker.unref();
    this.port = port1;
    this.port.unref();
  }

  get open(): boolean {
    return !this.closed;
  }

  /** Runs one statement (with `$1`... parameters) or, without parameters, a script of several. */
  query(sql: string, params?: readonly PgValue[]): PgResult {
    if (this.closed) throw new PgError('The PostgreSQL connection is closed.', undefined);
    return this.call({ sql, params: params ? [...params] : undefined });
  }

  close(): void {
    if (this.closed) return;
    try {
      this.call({ close: true });
    } finally {
      this.closed = true;
      void this.worker.terminate();
    }
  }

  private call(message: object): PgResult {
    Atomics.store(this.flag, 0, 0);
    this.port.postMessage(message);
    if (Atomics.wait(this.flag, 0, 0, this.timeoutMs) === 'timed-out') {
      throw new PgError(`PostgreSQL did not answer within ${this.timeoutMs} ms (is it running, and is DATABASE_URL right?)`, undefined);
    }
    const got = receiveMessageOnPort(this.port)?.message as { ok: boolean; rows: PgResult['rows']; rowCount: number; message?: string; code?: string } | undefined;
    if (!got) throw new PgError('The PostgreSQL worker answered nothing.', undefined);
    if (!got.ok) throw new PgError(got.message ?? 'PostgreSQL error', got.code);
    return { rows: got.rows, rowCount: got.rowCount };
  }
}
