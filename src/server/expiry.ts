/**
 * Expiry of abandoned duels: an unfinished session not used for `idleMs` is deleted.
 * Finished sessions are kept (they are records). The sweep runs once at start and then
 * every `intervalMs`; it deletes in small batches with a turn of the event loop between
 * them, so requests are served while it runs, and each deletion happens under the
 * session's lock after checking again that it is still idle (a session answering a
 * request is never deleted).
 */
import type { SessionManager } from './sessions.js';

export interface ExpiryOptions {
  /** Idle time after which an unfinished session is deleted; 0 turns expiry off. */
  idleMs: number;
  /** Time between sweeps. */
  intervalMs: number;
  /** Sessions deleted per turn of the event loop. */
  batch?: number;
  now?: () => number;
  onError?: (err: unknown) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_EXPIRY: ExpiryOptions = { idleMs: 30 * DAY_MS, intervalMs: 60 * 60 * 1000 };

const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export class ExpirySweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly manager: SessionManager,
    private readonly options: ExpiryOptions,
  ) {}

  /** Sweeps now (after the current turn of the event loop) and then every interval. */
  start(): void {
    if (this.options.idleMs <= 0 || this.timer || this.stopped) return;
    setImmediate(() => void this.sweep());
    this.timer = setInterval(() => void this.sweep(), this.options.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One sweep (joins the one under way); resolves to the number of sessions deleted. */
  sweep(): Promise<number> {
    this.running ??= this.run().finally(() => (this.running = null));
    return this.running;
  }

  private async run(): Promise<number> {
    const batch = this.options.batch ?? 100;
    const before = new Date((this.options.now ?? Date.now)() - this.options.idleMs).toISOString();
    let deleted = 0;
    try {
      // Bounded: each pass deletes what it found or finds it busy; a busy one is skipped until the next sweep.
      const skipped = new Set<string>();
      for (let pass = 0; pass < 10_000 && !this.stopped && this.manager.store.db.open; pass++) {
        const ids = this.manager.usage.idleUnfinished(before, batch + skipped.size).filter((id) => !skipped.has(id));
        if (ids.length === 0) break;
        for (const id of ids) {
          if (await this.manager.expire(id, before)) deleted++;
          else skipped.add(id);
        }
        await breathe();
      }
    } catch (err) {
      if (this.manager.store.db.open) (this.options.onError ?? console.error)(err);
    }
    return deleted;
  }
}
