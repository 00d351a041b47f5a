/**
 * Narrations that run beside the duel: each starts generating the moment its stretch is
 * over (so the bot's next decision and the narration's model call run at the same time),
 * its chunks wait in a buffer, and the reply shows them after the board and the options.
 * A new message from the player ends the showing, never the narration: it runs to its end
 * and lands in the history all the same.
 */
import type { SessionChunk } from './types.js';

/** One narration's chunks, pulled from its generator as fast as they come. */
class NarrationTask {
  private readonly buffer: SessionChunk[] = [];
  private finished = false;
  private wake: (() => void) | null = null;
  /** Settles when the generator has run to its end (the history then holds its text). */
  readonly done: Promise<void>;

  constructor(gen: AsyncGenerator<SessionChunk>) {
    this.done = this.pump(gen);
  }

  private async pump(gen: AsyncGenerator<SessionChunk>): Promise<void> {
    try {
      for await (const chunk of gen) {
        this.buffer.push(chunk);
        this.poke();
      }
    } catch (err) {
      this.buffer.push({ type: 'error', code: 'NARRATION_FAILED', message: `The narration broke off: ${err instanceof Error ? err.message : String(err)}` });
    } finally {
      this.finished = true;
      this.poke();
    }
  }

  poke(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  /** Finished, and every chunk shown. */
  get drained(): boolean {
    return this.finished && this.buffer.length === 0;
  }

  /** The chunks as they come, until the narration ends or `stopped()` says to stop showing it. */
  async *show(stopped: () => boolean): AsyncGenerator<SessionChunk> {
    for (;;) {
      while (this.buffer.length && !stopped()) yield this.buffer.shift()!;
      if (stopped() || (this.finished && this.buffer.length === 0)) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

export class NarrationQueue {
  private tasks: NarrationTask[] = [];
  private readonly running = new Set<NarrationTask>();
  private showing = new Set<NarrationTask>();
  private stopAt = 0;
  private turn = 0;

  /** Starts a narration now; its chunks are shown by the next `showAll`. */
  start(gen: AsyncGenerator<SessionChunk>): void {
    const task = new NarrationTask(gen);
    this.tasks.push(task);
    this.running.add(task);
    void task.done.then(() => this.running.delete(task));
  }

  /** Whether narrations are waiting to be shown. */
  get waiting(): boolean {
    return this.tasks.length > 0;
  }

  /**
   * Shows the narrations started so far, in order, as they are generated. Stops early
   * when `interrupt()` is called (a new message): the narrations still finish in the history.
   */
  async *showAll(): AsyncGenerator<SessionChunk> {
    const mine = ++this.turn;
    const tasks = this.tasks;
    this.tasks = [];
    const stopped = (): boolean => this.stopAt >= mine;
    for (const task of tasks) {
      this.showing.add(task);
      try {
        yield* task.show(stopped);
      } finally {
        this.showing.delete(task);
      }
      if (stopped()) return;
    }
  }

  /**
   * While `pending` (the bot's model call) runs, shows what the narrations started so far
   * have ready, in order: the player reads while the bot thinks. What is not shown by the
   * time `pending` settles waits for the next chance (or `showAll`).
   */
  async *showWhile(pending: Promise<unknown>): AsyncGenerator<SessionChunk> {
    if (this.tasks.length === 0) return;
    let settled = false;
    const settle = (): void => {
      settled = true;
      this.tasks[0]?.poke();
    };
    pending.then(settle, settle);
    while (this.tasks.length && !settled) {
      const task = this.tasks[0]!;
      yield* task.show(() => settled);
      if (!task.drained) return;
      this.tasks.shift();
    }
  }

  /** A new message arrived: whatever is being shown stops showing (and finishes in the history). */
  interrupt(): void {
    this.stopAt = this.turn;
    for (const task of this.showing) task.poke();
  }

  /** Settles when every narration started so far has finished (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.running].map((t) => t.done));
  }
}
