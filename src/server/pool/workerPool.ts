/**
 * A fixed pool of worker threads that hold the live sessions (sessionHost.ts), so the
 * engine and the bot never run on the thread that answers HTTP. Each session is pinned to
 * one worker (its live state is there, and a duel's moves must be applied in order by one
 * owner): the first request for it picks the worker with the fewest sessions. Our own small
 * pool rather than a library: task pools (piscina, tinypool) hand each task to any free
 * worker, which cannot keep a live session in one thread, and a reply streams many chunks
 * back before its result.
 *
 * A worker that dies (a crash, or killed) fails the requests it had in flight with a 503,
 * forgets the sessions pinned to it (`onLost`: the manager rebuilds each from the store on
 * its next request, on another worker) and is started again.
 */
import { Worker } from 'node:worker_threads';
import { ApiError } from '../errors.js';
import type { HostError, HostMessage, HostRequest, WorkerSetup } from './protocol.js';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
  onEvent?: (msg: HostMessage) => void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
  sessions: Set<string>;
  index: number;
}

/** The request was for a session the worker no longer holds: rebuild it and ask again. */
export class SessionMissing extends Error {}

/** An error a worker reported, rebuilt here (start and rebuild errors keep their kind for the manager). */
export class HostFailure extends Error {
  constructor(readonly error: Exclude<HostError, { kind: 'api' | 'missing' }>) {
    super(error.kind === 'start' ? error.problems.join('; ') : error.message);
  }
}

/** The script a worker runs: the entry module, through tsx's loader when this file runs from TypeScript (npm start, tests). */
function bootstrap(): string {
  const ts = import.meta.url.endsWith('.ts');
  const entry = JSON.stringify(new URL(`./workerMain.${ts ? 'ts' : 'js'}`, import.meta.url).href);
  const load = ts ? `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${entry}); })` : `import(${entry})`;
  return `${load}.catch((err) => { console.error(err); process.exit(1); });`;
}

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly pinned = new Map<string, Slot>();
  private nextRid = 1;
  private closed = false;
  /** Called with the ids whose worker died (their live state is gone). */
  onLost: (ids: string[]) => void = () => {};
  /** How many workers have died and been started again. */
  restarts = 0;

  constructor(
    readonly size: number,
    private readonly setup: WorkerSetup,
  ) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`A worker pool needs at least one worker, not ${size}.`);
    for (let i = 0; i < size; i++) this.slots.push(this.start(i));
  }

  private start(index: number): Slot {
    const worker = new Worker(bootstrap(), { eval: true, workerData: this.setup });
    const slot: Slot = { worker, pending: new Map(), sessions: new Set(), index };
    worker.on('message', (msg: HostMessage) => this.receive(slot, msg));
    worker.on('error', () => {}); // 'exit' follows: handled there.
    worker.on('exit', () => this.lost(slot));
    // An idle pool does not keep the process alive (tests, CLIs); requests in flight do (see call).
    worker.unref();
    return slot;
  }

  private receive(slot: Slot, msg: HostMessage): void {
    const p = slot.pending.get(msg.rid);
    if (!p) return;
    if (msg.type === 'start' || msg.type === 'chunk') return p.onEvent?.(msg);
    slot.pending.delete(msg.rid);
    if (slot.pending.size === 0) slot.worker.unref();
    if (msg.type === 'result') return p.resolve(msg.value);
    const e = msg.error;
    if (e.kind === 'missing') return p.reject(new SessionMissing());
    if (e.kind === 'api') return p.reject(new ApiError(e.status as ApiError['status'], e.code, e.message, e.details));
    p.reject(new HostFailure(e));
  }

  private lost(slot: Slot): void {
    const ids = [...slot.sessions];
    for (const id of ids) this.pinned.delete(id);
    slot.sessions.clear();
    const pending = [...slot.pending.values()];
    slot.pending.clear();
    if (!this.closed) {
      this.restarts++;
      this.slots[slot.index] = this.start(slot.index);
    }
    this.onLost(ids);
    for (const p of pending) p.reject(new ApiError(503, 'WORKER_LOST', 'The worker playing this duel stopped; nothing of this reply was saved. Send it again.'));
  }

  /** The worker a session lives on, picked (fewest sessions) when it has none yet. */
  private slotOf(id: string): Slot {
    let slot = this.pinned.get(id);
    if (!slot) {
      slot = this.slots.reduce((a, b) => (b.sessions.size < a.sessions.size ? b : a));
      slot.sessions.add(id);
      this.pinned.set(id, slot);
    }
    return slot;
  }

  /** Whether a session is pinned to a worker (it may still need rebuilding there). */
  has(id: string): boolean {
    return this.pinned.has(id);
  }

  /** Which worker (0..size-1) holds a session, or null. */
  workerIndexOf(id: string): number | null {
    return this.pinned.get(id)?.index ?? null;
  }

  /** Sends a request to the session's worker; `onEvent` gets its `start` and `chunk` messages. */
  call<T>(request: HostRequest, onEvent?: (msg: HostMessage) => void): Promise<T> {
    if (this.closed) return Promise.reject(new ApiError(503, 'SHUTTING_DOWN', 'The service is stopping.'));
    const slot = this.slotOf(request.id);
    const rid = this.nextRid++;
    return new Promise<T>((resolve, reject) => {
      slot.pending.set(rid, { resolve: resolve as (v: unknown) => void, reject, ...(onEvent ? { onEvent } : {}) });
      slot.worker.ref();
      slot.worker.postMessage({ rid, ...request });
    });
  }

  /** Forgets a session here and in its worker. */
  drop(id: string): void {
    const slot = this.pinned.get(id);
    if (!slot) return;
    this.pinned.delete(id);
    slot.sessions.delete(id);
    slot.worker.postMessage({ rid: 0, op: 'drop', id });
  }

  /** Kills the worker holding `id` (tests: a crash). */
  async kill(index: number): Promise<void> {
    await this.slots[index]!.worker.terminate();
  }

  /** Pinned sessions per worker. */
  get load(): number[] {
    return this.slots.map((s) => s.sessions.size);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
