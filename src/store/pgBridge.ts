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
 * runs, so statements (and transactions) of one process never interleave. A lost connection
 * fails the statement that finds it lost (a 503 for the request) and the next one connects
 * again; the leases (advisory locks) it held go with it, which the commit's check of the
 * stored counts already covers (a reply that did not start from what is stored is refused).
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
// One connection at a time. When it is lost (the server restarted, the network dropped, an
// administrator ended it) the next statement connects again, unless a transaction was open on
// the lost connection: that transaction is gone, so its remaining statements fail until its
// ROLLBACK (answered at once) or COMMIT (failed) ends it, and nothing of it runs on the new one.
let client = null;
let lost = null;
let ready = null;
let inTransaction = false;
let closing = false;
function connect() {
  const c = new pg.Client({ connectionString: workerData.url, application_name: 'duel-companion' });
  c.on('error', (err) => { if (client === c) lost = err; });
  c.on('end', () => { if (client === c && !closing && !lost) lost = new Error('The connection to PostgreSQL ended.'); });
  client = c;
  lost = null;
  ready = c.connect().catch((err) => { if (client === c) lost = err; });
}
connect();
function answer(reply) {
  port.postMessage(reply);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}
const ENDS_TRANSACTION = /^(?:COMMIT|ROLLBACK)$/;
async function run(msg) {
  await ready;
  if (msg.close) {
    closing = true;
    await client.end().catch(() => {});
    return { ok: true, rows: [], rowCount: 0 };
  }
  if (lost && inTransaction) {
    if (msg.sql === 'ROLLBACK') {
      inTransaction = false;
      return { ok: true, rows: [], rowCount: 0 };
    }
    if (msg.sql === 'COMMIT') inTransaction = false;
    throw new Error('The connection to PostgreSQL was lost during this transaction, so none of it was saved: ' + String(lost.message || lost));
  }
  if (lost) {
    const old = client;
    connect();
    old.end().catch(() => {});
    await ready;
    if (lost) throw lost;
  }
  try {
    const r = await client.query(msg.params ? { text: msg.sql, values: msg.params } : msg.sql);
    if (msg.sql === 'BEGIN') inTransaction = true;
    const last = Array.isArray(r) ? r[r.length - 1] : r;
    return { ok: true, rows: last ? last.rows : [], rowCount: last ? last.rowCount || 0 : 0 };
  } catch (err) {
    // No SQLSTATE (the client's own 'Connection terminated'), class 08 (connection exception)
    // or 57P0x (the server shutting the session down): the connection is gone, whether or not
    // its 'error' and 'end' events have come yet.
    const code = err && err.code;
    if (!lost && (!code || /^(?:08|57P0)/.test(String(code)))) lost = err;
    throw err;
  } finally {
    // A COMMIT or ROLLBACK ends the transaction also when it fails (PostgreSQL rolls it back).
    if (ENDS_TRANSACTION.test(msg.sql)) inTransaction = false;
  }
}
port.on('message', async (msg) => {
  try {
    answer(await run(msg));
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
