/**
 * The session manager's side of the worker pool: sessions live in the workers
 * (sessionHost.ts), and this keeps, per session, how far the store holds it (`before`),
 * rebuilds a session in its worker from the store when the worker does not hold it (first
 * use, after a worker died, after the LRU let it go, or when another process moved the
 * duel on), and commits each turn record a worker returns, on this thread, before the
 * reply is acknowledged. Locks (serialize) and leases are the manager's, as for sessions in
 * this process.
 */
import type { SessionChunk } from '../../chat/session.js';
import type { Persona } from '../../llm/persona.js';
import type { LevelStore } from '../../store/matchStore.js';
import type { LoadedSession, DuelStore, TurnRecord } from '../../store/store.js';
import type { PlayLevel } from '../../bot/levels.js';
import { badRequest, notFound, type ApiError } from '../errors.js';
import type { EngineVersions } from '../engineVersions.js';
import { replayOnlyError } from '../engineVersions.js';
import { snapshotOf } from '../snapshotOf.js';
import type { Before, Committed, CreateSpec, ReplyHooks, ReplyRequest } from '../sessionTypes.js';
import type { QueryAnswer, SessionQuery } from '../sessionView.js';
import type { Created, Replied } from './protocol.js';
import { HostFailure, SessionMissing, WorkerPool } from './workerPool.js';

/** What the pool needs of the manager. */
export interface PoolManager {
  store: DuelStore;
  levels: LevelStore;
  versions: EngineVersions;
  broken: Map<string, string>;
  brokenError(id: string, reason: string): ApiError;
  /** Writes a turn in one transaction (steps, messages, model calls, bytes, level). */
  commitTurn(id: string, before: Before, turn: TurnRecord, level: PlayLevel): void;
  /** Drops the main thread's read-only copy of a session (fork, replay, export build one). */
  forgetCopy(id: string): void;
}

export class PooledSessions {
  /** What the store holds of each session the workers hold. */
  private readonly before = new Map<string, Before>();
  /** The sessions in use, oldest first: past `capacity` the oldest is let go (rebuilt when used again). */
  private readonly recent = new Map<string, true>();

  constructor(
    private readonly manager: PoolManager,
    readonly pool: WorkerPool,
    private readonly capacity: number,
  ) {
    pool.onLost = (ids) => {
      for (const id of ids) this.before.delete(id);
    };
  }

  /** How many sessions the workers hold. */
  get liveCount(): number {
    return this.recent.size;
  }

  private touch(id: string): void {
    this.recent.delete(id);
    this.recent.set(id, true);
    while (this.recent.size > this.capacity) {
      const oldest = this.recent.keys().next().value!;
      this.forget(oldest);
    }
  }

  /** Lets a session go here and in its worker. */
  forget(id: string): void {
    this.recent.delete(id);
    this.before.delete(id);
    this.pool.drop(id);
  }

  /** A new duel, started in a worker: what the manager saves. The caller saves it and calls `created` (or `forget`). */
  async open(id: string, spec: CreateSpec): Promise<Created> {
    const human = spec.human ?? 0;
    const options = { config: spec.config, human, chainMode: spec.chainMode, ...(spec.level ? { level: spec.level } : {}), ...(spec.matchLine ? { matchLine: spec.matchLine } : {}) };
    try {
      return await this.pool.call<Created>({ op: 'create', id, options, persona: spec.persona as Persona, userName: spec.userName });
    } catch (err) {
      this.pool.drop(id);
      if (err instanceof HostFailure && err.error.kind === 'start') throw badRequest('BAD_CONFIG', `The duel cannot start: ${err.error.problems.join('; ')}`);
      throw err;
    }
  }

  created(id: string, standing: Before): void {
    this.before.set(id, standing);
    this.touch(id);
  }

  /** Makes sure the session's worker holds it as the store has it (rebuilt once, every stored hash checked). */
  private async ensure(id: string): Promise<Before> {
    const { manager } = this;
    const broken = manager.broken.get(id);
    if (broken) throw manager.brokenError(id, broken);
    const replayOnly = manager.versions.replayOnly(id)?.verdict;
    if (replayOnly) throw replayOnlyError(id, replayOnly);
    const known = this.before.get(id);
    if (known && this.pool.has(id) && !this.movedElsewhere(id, known)) {
      this.touch(id);
      return known;
    }
    const loaded = manager.store.load(id);
    if (!loaded) throw notFound();
    const standing = await this.restore(loaded);
    this.before.set(id, standing);
    this.touch(id);
    return standing;
  }

  private async restore(loaded: LoadedSession): Promise<Before> {
    const { manager } = this;
    const id = loaded.row.id;
    const level = manager.levels.get(id);
    const snapshot = { ...snapshotOf(loaded), ...(level ? { level } : {}) };
    try {
      const standing = await this.pool.call<Before>({ op: 'restore', id, snapshot, engineVersion: loaded.row.engineVersion });
      manager.versions.verified(loaded);
      return standing;
    } catch (err) {
      if (!(err instanceof HostFailure)) throw err;
      this.pool.drop(id);
      const diverged = err.error.kind === 'rebuild' ? manager.versions.diverged(loaded) : null;
      if (diverged) throw replayOnlyError(id, diverged);
      manager.broken.set(id, err.message);
      throw manager.brokenError(id, err.message);
    }
  }

  /** On a database shared by several processes: whether another one has committed to this session since our copy. */
  private movedElsewhere(id: string, mine: Before): boolean {
    if (this.manager.store.db.dialect !== 'postgres') return false;
    const stored = this.manager.store.standing(id);
    return !stored || stored.actions !== mine.actions || stored.messages !== mine.messages || stored.calls !== mine.calls;
  }

  /** Runs `fn` on the live session; once more after a rebuild when its worker had let it go. Call inside the manager's lock. */
  private async live<T>(id: string, fn: (before: Before) => Promise<T>): Promise<T> {
    try {
      return await fn(await this.ensure(id));
    } catch (err) {
      if (!(err instanceof SessionMissing)) throw err;
      this.forget(id);
      return fn(await this.ensure(id));
    }
  }

  /** Verifies a session (rebuilds it in its worker when it is not there); throws what a broken or replay-only one gets. */
  async verify(id: string): Promise<void> {
    await this.ensure(id);
  }

  query<Q extends SessionQuery>(id: string, name: Q): Promise<QueryAnswer<Q>> {
    return this.live(id, () => this.pool.call<QueryAnswer<Q>>({ op: 'query', id, name }));
  }

  interrupt(id: string): void {
    if (this.pool.has(id)) void this.pool.call({ op: 'interrupt', id }).catch(() => {});
  }

  /** A reply played in the session's worker, its chunks passed on as they come, committed here. */
  async reply(id: string, request: ReplyRequest, hooks: ReplyHooks, stream: boolean): Promise<Committed> {
    const replied = await this.live(id, (before) =>
      this.pool.call<Replied & { before: Before }>({ op: 'reply', id, request, expectedHash: hooks.expectedHash, before, stream }, (msg) => {
        if (msg.type === 'start') hooks.onStart?.();
        else if (msg.type === 'chunk') void hooks.onChunk(msg.chunk as SessionChunk);
      }).then((r) => ({ ...r, before })),
    );
    this.save(id, replied.before, replied.turn, replied.committed.level);
    if (replied.failure) {
      this.forget(id);
      throw new Error(`The session failed in its worker: ${replied.failure}`);
    }
    return replied.committed;
  }

  async askRules(id: string, question: string): Promise<unknown> {
    const asked = await this.live(id, (before) =>
      this.pool.call<{ answer: unknown; turn: TurnRecord }>({ op: 'askRules', id, question, before }).then((r) => ({ ...r, before })),
    );
    this.save(id, asked.before, asked.turn, this.manager.levels.get(id) ?? 'normal');
    return asked.answer;
  }

  /** Commits a turn; when that fails, the worker's copy is ahead of the store and is let go. */
  private save(id: string, before: Before, turn: TurnRecord, level: PlayLevel): void {
    try {
      this.manager.commitTurn(id, before, turn, level);
    } catch (err) {
      this.forget(id);
      throw err;
    }
    this.manager.forgetCopy(id);
    // What the store holds now: the messages and calls of this turn (a narration still running is committed by the next).
    this.before.set(id, { actions: before.actions + turn.steps.length, messages: before.messages + turn.messages.length, calls: before.calls + turn.modelCalls.length });
  }
}
