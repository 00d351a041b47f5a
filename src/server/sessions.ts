/**
 * SessionManager: the service's sessions. It creates them, loads saved ones on demand
 * (DuelSession.restore) into an LRU, runs one reply at a time per session, and commits
 * every reply (the user's message, every action it caused with the state hash after each
 * and the events, the bot's messages and the model calls) in ONE transaction before the
 * reply is acknowledged. It never touches game state or the engine itself: the session
 * plays through the engine and records each step `{ action, events, stateHash }` as the
 * engine returns it, and what the manager stores, replays and forks are slices of those
 * steps. A saved session is rebuilt once, when it is first used (never at start-up, so
 * start-up time does not grow with the sessions saved), checking every stored hash.
 * Every write also counts the bytes it stored against the client that created the
 * session (store/usage.ts; the quotas are checked by the routes, quotas.ts).
 */
import { defaultCards, engineFor } from '../cards/catalog.js';
import type { CardDb } from '../cards/cardDb.js';
import { DuelSession, DuelStartError, LAZY_RULES, RebuildError, type ChatEntry, type DuelSessionDeps, type OptionChoice, type SessionChunk } from '../chat/session.js';
import type { Engine } from '../engine/index.js';
import type { ChatModel } from '../llm/types.js';
import type { ParsedExport } from '../store/replay.js';
import { newSecret, seedCommitment } from '../store/secrets.js';
import { StoreConflictError, type DuelStore, type LoadedSession, type SessionRow, type TurnRecord } from '../store/store.js';
import { storedBytes, StoreUsage } from '../store/usage.js';
import { SessionLeases } from '../store/leases.js';
import { underLease } from './leaseHold.js';
import type { ReplayReport } from './replayView.js';
import { hashToken, newSessionId, newToken } from './auth.js';
import { ApiError, badRequest, conflict, notFound } from './errors.js';
import { importSnapshot, type OpenedExport } from './exportSeal.js';
import { Lru } from './lru.js';
import { snapshotOf } from './snapshotOf.js';
import { EngineVersions, replayOnlyError, type EngineVerdict } from './engineVersions.js';
import { replayOf, verdictOf } from './sessionReplay.js';
import { dealtAgain, dealtCopyRecord, forkMessages, withEventLines, type CopyOrigin, type CopyRecord, type CopyRow } from './dealtAgain.js';

import { LevelStore, MatchStore } from '../store/matchStore.js';
import { strongSearchFromEnv } from './botSettings.js';
import type { SearchSettings } from '../bot/search.js';
import type { Committed, CreateSpec, ReplyHooks, ReplyRequest, SessionManagerOptions } from './sessionTypes.js';
import { NO_BEFORE, type Before } from './sessionTypes.js';
import { sessionQueries, standingOf, stateOf, turnOf, type QueryAnswer, type SessionQuery, type SessionStateView } from './sessionView.js';
import { checkReply, replyChunks } from './replyChecks.js';
import { PooledSessions } from './pool/pooledSessions.js';
import type { Created } from './pool/protocol.js';
import { WorkerPool } from './pool/workerPool.js';
import type { PlayLevel } from '../bot/levels.js';

export type { Committed, CreateSpec, ReplyHooks, ReplyRequest, SessionManagerOptions };

/** A saved session that does not rebuild, as an API error. */
const brokenError = (id: string, reason: string): ApiError => conflict('SESSION_BROKEN', `Session ${id} does not rebuild from its saved actions: ${reason}`);

export class SessionManager {
  /** What the store holds of each session in memory (see `before`). */
  private readonly committed = new WeakMap<DuelSession, Before>();
  readonly store: DuelStore;
  readonly usage: StoreUsage;
  readonly engine: Engine;
  readonly cards: CardDb;
  readonly modelBanner: string;
  readonly model: ChatModel | null;
  private readonly cache: Lru<string, DuelSession>;
  private readonly queues = new Map<string, Promise<void>>();
  /** Which process may apply moves to a session (PostgreSQL: several processes share the database). */
  readonly leases: SessionLeases;
  /** The worker threads the live sessions run in (null: in this thread, as with a model object or engine given by a test). */
  readonly pooled: PooledSessions | null;
  /** Which engine recorded each session, and what today's engine makes of the older ones. */
  readonly versions: EngineVersions;
  /** Sessions whose stored actions do not rebuild to their stored hashes. */
  readonly broken = new Map<string, string>();
  /** The bot's level of each session, and the Matches (migration 22). */
  readonly levels: LevelStore;
  readonly matches: MatchStore;
  /** The `strong` level's search settings (BOT_STRONG_BUDGET_MS). */
  private readonly search: Partial<SearchSettings>;

  constructor(options: SessionManagerOptions) {
    this.store = options.store;
    this.usage = new StoreUsage(options.store.db);
    this.levels = new LevelStore(options.store.db);
    this.matches = new MatchStore(options.store.db);
    this.search = options.search ?? strongSearchFromEnv();
    this.leases = new SessionLeases(options.store.db);
    const cards = options.engine && options.cards ? { engine: options.engine, db: options.cards } : defaultCards();
    this.engine = options.engine ?? cards.engine;
    this.cards = options.cards ?? cards.db;
    this.model = options.model;
    this.modelBanner = options.modelBanner;
    this.cache = new Lru(options.cacheSize ?? 256);
    this.versions = new EngineVersions(this.engine, options.engineAt ?? ((v) => engineFor(this.cards, v)), options.cacheSize ?? 256);
    const w = options.workers;
    this.pooled = w && w.size > 0 ? new PooledSessions(this, new WorkerPool(w.size, { modelConfig: w.modelConfig, modelBanner: this.modelBanner, search: this.search }), options.cacheSize ?? 256) : null;
  }

  /** Stops the worker threads (the service is stopping). */
  async close(): Promise<void> {
    await this.pooled?.pool.close();
  }

  /** A saved session that does not rebuild, as an API error. */
  brokenError(id: string, reason: string): ApiError {
    return brokenError(id, reason);
  }

  /** Drops this thread's copy of a session (the next read rebuilds it from the store). */
  forgetCopy(id: string): void {
    this.cache.delete(id);
  }

  /** The engine version of this program (what new steps are recorded with). */
  get engineVersion(): string {
    return this.engine.ctx.engineVersion;
  }

  get cached(): number {
    return this.pooled ? this.pooled.liveCount : this.cache.size;
  }

  private deps(): DuelSessionDeps {
    return { model: this.model, modelBanner: this.modelBanner, engine: this.engine, cards: this.cards, rules: LAZY_RULES, search: this.search };
  }

  /** Runs `fn` after every earlier call for the same session has finished. */
  async serialize<T>(id: string, fn: () => Promise<T> | T): Promise<T> {
    const previous = this.queues.get(id) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((r) => (release = r));
    const tail = previous.then(() => mine);
    this.queues.set(id, tail);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      if (this.queues.get(id) === tail) this.queues.delete(id);
    }
  }

  // ---------------------------------------------------------------------------------------
  // Loading

  /** The one rebuild, every stored hash checked; an older engine's session that today's rules play differently is REPLAY_ONLY (engineVersions.ts). */
  private restore(loaded: LoadedSession): DuelSession {
    const id = loaded.row.id;
    try {
      const level = this.levels.get(id);
      const snapshot = { ...snapshotOf(loaded), ...(level ? { level } : {}) };
      const session = DuelSession.restore(snapshot, { ...this.deps(), engine: this.versions.engineAt(loaded.row.engineVersion) });
      this.versions.verified(loaded);
      return session;
    } catch (err) {
      const diverged = err instanceof RebuildError ? this.versions.diverged(loaded) : null;
      if (diverged) throw replayOnlyError(id, diverged);
      const reason = err instanceof Error ? err.message : String(err);
      this.broken.set(id, reason);
      throw brokenError(id, reason);
    }
  }

  /** The session in memory (loaded and rebuilt on a miss). Call inside `serialize`. */
  session(id: string): DuelSession {
    const broken = this.broken.get(id);
    if (broken) throw brokenError(id, broken);
    const replayOnly = this.versions.replayOnly(id)?.verdict;
    if (replayOnly) throw replayOnlyError(id, replayOnly);
    const hit = this.cache.get(id);
    if (hit && !this.movedElsewhere(id, hit)) return hit;
    const loaded = this.store.load(id);
    if (!loaded) throw notFound();
    const session = this.restore(loaded);
    this.committed.set(session, this.before(session));
    this.cache.set(id, session);
    return session;
  }

  /** On a database shared by several processes: whether another one has committed to this session since our copy. */
  private movedElsewhere(id: string, session: DuelSession): boolean {
    if (this.store.db.dialect !== 'postgres') return false;
    const stored = this.store.standing(id);
    const mine = this.before(session);
    return !stored || stored.actions !== mine.actions || stored.messages !== mine.messages || stored.calls !== mine.calls;
  }

  /** The human's options with their commands (the session remembers them per state). */
  options(session: DuelSession): OptionChoice[] {
    return session.legalOptions();
  }

  /** Reads a session under its lock, where it lives (in its worker, or here). */
  query<Q extends SessionQuery>(id: string, name: Q): Promise<QueryAnswer<Q>> {
    if (this.pooled) return this.serialize(id, () => this.pooled!.query(id, name));
    return this.withSession(id, (s) => sessionQueries[name](s) as QueryAnswer<Q>);
  }

  /** Rebuilds a saved session where it will live, checking every stored hash (throws what a broken or replay-only one gets). */
  async verify(id: string): Promise<void> {
    if (this.pooled) await this.pooled.verify(id);
    else this.session(id);
  }

  /** Reads a session under its lock (a copy in this thread: for forks, replays and exports). */
  withSession<T>(id: string, fn: (session: DuelSession) => T | Promise<T>): Promise<T> {
    return this.serialize(id, () => fn(this.session(id)));
  }

  // ---------------------------------------------------------------------------------------
  // Recording

  /**
   * Where the store stands for a session: what the last commit wrote. A narration may
   * finish (its message, its model call) after its reply was committed; the next reply
   * commits it.
   */
  private before(session: DuelSession): Before {
    return this.committed.get(session) ?? { actions: session.steps.length, messages: session.history.length, calls: session.modelCalls.length };
  }

  /** Writes what was added since `before` and counts its bytes, in one transaction. */
  private commit(id: string, session: DuelSession, before: Before): void {
    const turn = turnOf(session, before);
    this.commitTurn(id, before, turn, session.level);
    this.committed.set(session, { actions: before.actions + turn.steps.length, messages: before.messages + turn.messages.length, calls: before.calls + turn.modelCalls.length });
  }

  /** One turn in one transaction; a failure as the API error it is (a conflict with another writer, or the store failing). */
  commitTurn(id: string, before: Before, turn: TurnRecord, level: PlayLevel): void {
    try {
      this.store.db.transaction(() => {
        this.store.appendTurn(id, before, turn);
        this.usage.add(id, '', storedBytes(turn));
        // A level changed in chat ("go easy on me") is kept with the reply that changed it.
        if (this.levels.get(id) !== level) this.levels.set(id, level);
      })();
    } catch (err) {
      // The copy in memory is ahead of the file: drop it, the next request reloads what was saved.
      this.cache.delete(id);
      if (err instanceof StoreConflictError) throw conflict('STALE_STATE', err.message);
      throw new ApiError(500, 'STORE_FAILED', `The reply could not be saved: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  // ---------------------------------------------------------------------------------------
  // Creating

  async create(spec: CreateSpec): Promise<{ row: SessionRow; token: string; chunks: SessionChunk[]; state: SessionStateView; session: DuelSession | null }> {
    const id = newSessionId();
    const made: Created & { session?: DuelSession } = this.pooled ? await this.pooled.open(id, spec) : await this.openHere(spec);
    const token = newToken();
    const { persona, personaId, deckIds, chainMode, userName } = spec;
    const newRow = {
      ...{ id, tokenHash: hashToken(token), persona, personaId, deckIds, human: spec.human ?? 0, chainMode, userName },
      // The session's config: it adds the human's held seat to a new duel.
      ...{ config: made.config, engineVersion: made.engineVersion, startHash: made.startHash, openingEvents: made.openingEvents },
      ...{ origin: 'created' as const, secret: newSecret(made.config.seed, spec.seedChosen ?? false) },
    };
    let row: SessionRow;
    try {
      row = this.store.db.transaction(() => {
        const created = this.store.createSession(newRow, made.opening);
        this.levels.set(id, made.level);
        // A saved persona is a second copy in the personas table: it counts against its owner too.
        const personaCopy = spec.personaId ? storedBytes(spec.persona) : 0;
        this.usage.add(id, spec.client ?? '', storedBytes(newRow) + storedBytes(made.opening) + personaCopy);
        return created;
      })();
    } catch (err) {
      this.pooled?.forget(id);
      throw err;
    }
    if (made.session) this.cache.set(id, made.session);
    else this.pooled!.created(id, made.standing);
    return { row, token, chunks: made.chunks, state: made.state, session: made.session ?? null };
  }

  /** A new duel played in this thread (no worker pool). */
  private async openHere(spec: CreateSpec): Promise<Created & { session?: DuelSession }> {
    let session: DuelSession;
    try {
      const options = { config: spec.config, human: spec.human ?? 0, chainMode: spec.chainMode, ...(spec.level ? { level: spec.level } : {}), ...(spec.matchLine ? { matchLine: spec.matchLine } : {}) };
      session = new DuelSession(options, { ...this.deps(), persona: spec.persona, userName: spec.userName });
    } catch (err) {
      if (err instanceof DuelStartError) throw badRequest('BAD_CONFIG', `The duel cannot start: ${err.problems.join('; ')}`);
      throw err;
    }
    const chunks: SessionChunk[] = [];
    for await (const chunk of session.open()) if (chunk.type !== 'done') chunks.push(chunk);
    const opening = turnOf(session, NO_BEFORE);
    const made = { chunks, opening, config: session.config, level: session.level, startHash: session.startHash, openingEvents: session.openingEvents };
    return { ...made, engineVersion: session.standingAt(0)!.engineVersion, state: stateOf(session), standing: standingOf(session), session };
  }

  // ---------------------------------------------------------------------------------------
  // Replies

  /**
   * One message or option click: checks (stale state, duel over, unknown option) throw
   * ApiError before anything is streamed; then every chunk goes to `onChunk` except the
   * final `done`, the reply is committed, and the commit's standing is returned (the
   * caller sends its own `done` after that).
   */
  reply(id: string, request: ReplyRequest, hooks: ReplyHooks, stream = true): Promise<Committed> {
    if (this.pooled) {
      this.pooled.interrupt(id);
      return this.serialize(id, () => underLease(this.leases, id, () => this.pooled!.reply(id, request, hooks, stream)));
    }
    // The player acts while the last narration streams: its showing ends (it still finishes, and the next commit keeps it).
    this.cache.get(id)?.interruptNarration();
    return this.serialize(id, () => underLease(this.leases, id, async () => {
      const session = this.session(id);
      const option = checkReply(session, request, hooks.expectedHash);
      hooks.onStart?.();
      const before = this.before(session);
      let failure: unknown = null;
      try {
        for await (const chunk of replyChunks(session, request, option)) {
          if (chunk.type === 'done') continue;
          await hooks.onChunk(chunk);
        }
      } catch (err) {
        // A bug inside the session: what it applied is still legal (the engine checked it), so it is kept.
        failure = err;
      }
      this.commit(id, session, before);
      if (failure) {
        this.cache.delete(id);
        throw failure;
      }
      return { step: session.steps.length, stateHash: session.stateHash(), finished: session.state.result !== null, decision: session.decision(), level: session.level };
    }));
  }

  /** Which engine recorded a session and whether today's engine re-verified it (see sessionReplay.ts); null: no such session. */
  verdict(id: string): Promise<EngineVerdict | null> {
    return this.serialize(id, () => verdictOf(this, id));
  }
  /** The replay of a session from its stored event log (see sessionReplay.ts). */
  replay(id: string, atStep?: number): Promise<ReplayReport & { note: string | null }> {
    return this.serialize(id, () => replayOf(this, id, atStep));
  }

  // ---------------------------------------------------------------------------------------
  // Fork, import, delete

  /**
   * A new session that plays on from `step` of session `id` ("what if I had attacked
   * instead?"). When it is not the human's decision at `step`, the fork moves forward
   * along the recorded actions to the next step where it is (or to the end). A fork of an
   * unfinished duel has what the human could not know dealt again (dealtAgain.ts); one of
   * a finished duel keeps everything (its seed is public now, so its hidden cards are known).
   */
  fork(id: string, step: number, client = ''): Promise<{ id: string; token: string; step: number }> {
    return this.withSession(id, (session) => {
      const row = this.store.session(id);
      if (!row) throw notFound();
      const total = session.steps.length;
      if (step > total) throw badRequest('BAD_STEP', `step: the session has ${total} steps; fork at 0 to ${total}.`);
      let at = step;
      // Also past choices in the middle of an effect: a fork of a running duel is dealt again, which cannot start there.
      const forkable = (s: NonNullable<ReturnType<DuelSession['standingAt']>>): boolean => s.humanDecides && (s.dealable || session.state.result !== null);
      while (at < total && !forkable(session.standingAt(at)!)) at++;
      const messages = forkMessages(session, at, id);
      const standing = session.standingAt(at)!;
      if (!session.state.result) return { ...this.insertDealt(row, session, at, messages, { origin: 'forked', parentId: id, forkStep: at }, client), step: at };
      const copy = this.insertCopy(row, client, {
        origin: 'forked',
        parentId: id,
        forkStep: at,
        steps: session.steps.slice(0, at).map((s) => ({ action: s.action, stateHash: s.stateHash, events: s.events })),
        openingEvents: session.openingEvents,
        messages,
        modelCalls: [],
        opened: true,
        pendingChoices: [],
        result: standing.result,
        engineVersion: standing.engineVersion,
        secret: newSecret(row.seed, true, this.store.secrets.get(id)?.base ?? null),
      });
      return { ...copy, step: at };
    });
  }

  /**
   * A session from a JSON export (`opened`: its secrets, from openExport): rebuilt once,
   * every state hash checked. A finished duel is kept as it is (in memory too); an
   * unfinished one only from a signed export, and with what its human could not know
   * dealt again, so an import cannot be used to look ahead in the original.
   */
  importExport(data: ParsedExport, opened: OpenedExport, client = ''): { id: string; token: string } {
    const snapshot = importSnapshot(data, opened);
    const config = snapshot.config;
    let session: DuelSession;
    try {
      // An export of an older engine's duel is rebuilt by today's rules stamped with that version.
      session = DuelSession.restore(snapshot, { ...this.deps(), engine: this.versions.engineAt(data.session.engineVersion) });
    } catch (err) {
      const details = err instanceof RebuildError ? { step: err.step, expected: err.expected, actual: err.actual } : undefined;
      throw badRequest('HASH_MISMATCH', `The export does not replay: ${err instanceof Error ? err.message : String(err)}`, details);
    }
    const row: Pick<SessionRow, 'config' | 'persona' | 'human' | 'chainMode' | 'userName' | 'startHash'> = {
      config,
      persona: session.persona,
      human: data.session.human,
      chainMode: data.session.chainMode,
      userName: data.session.userName,
      startHash: data.session.startHash,
    };
    if (!session.state.result) {
      if (!opened.signed) throw badRequest('UNSIGNED_EXPORT', 'An unfinished duel imports only from an export this service signed, unchanged (unsigned exports import once the duel is over).');
      return this.insertDealt(row, session, session.steps.length, session.history.map((m) => ({ ...m })), { origin: 'imported', parentId: null, forkStep: null }, client);
    }
    const copy = this.insertCopy(row, client, {
      origin: 'imported',
      parentId: null,
      forkStep: null,
      ...turnOf(session, NO_BEFORE),
      openingEvents: session.openingEvents,
      secret: opened.salt ? { salt: opened.salt, commitment: seedCommitment(config.seed, opened.salt), seedChosen: opened.seedChosen, base: opened.base } : newSecret(config.seed, opened.seedChosen, opened.base),
    });
    this.cache.set(copy.id, session);
    return copy;
  }

  /** A copy of `session` after `at` steps with what its human could not know dealt again; the messages are kept, as said before its step 0. */
  private insertDealt(row: CopyRow, session: DuelSession, at: number, messages: ChatEntry[], origin: CopyOrigin, client: string): { id: string; token: string } {
    const dealt = dealtAgain(session, at);
    return this.insertCopy({ ...row, config: dealt.config, startHash: dealt.startHash }, client, dealtCopyRecord(dealt, withEventLines(session, messages, at), origin));
  }

  private insertCopy(row: CopyRow, client: string, copy: CopyRecord): { id: string; token: string } {
    const token = newToken();
    const id = newSessionId();
    const newRow = {
        id,
        tokenHash: hashToken(token),
        config: row.config,
        persona: row.persona,
        personaId: row.personaId ?? null,
        deckIds: [row.deckId ?? null, row.botDeckId ?? null] as [string | null, string | null],
        human: row.human,
        chainMode: row.chainMode,
        userName: row.userName,
        engineVersion: copy.engineVersion,
        startHash: row.startHash,
        openingEvents: copy.openingEvents,
        origin: copy.origin,
        parentId: copy.parentId,
        forkStep: copy.forkStep,
        secret: copy.secret,
      };
    this.store.db.transaction(() => {
      this.store.createSession(newRow, copy);
      this.usage.add(id, client, storedBytes(newRow) + storedBytes(copy));
    })();
    return { id, token };
  }

  /**
   * A rules question about a session's duel, asked through the session's guarded model
   * (hidden cards filtered out of the prompt, the user's words included) and with its
   * model calls committed like a reply's.
   */
  askRules(id: string, question: string): Promise<Awaited<ReturnType<DuelSession['answerRules']>>> {
    if (this.pooled) return this.serialize(id, () => underLease(this.leases, id, () => this.pooled!.askRules(id, question) as ReturnType<DuelSession['answerRules']>));
    return this.serialize(id, () => underLease(this.leases, id, async () => {
      const session = this.session(id);
      const before = this.before(session);
      const answer = await session.answerRules(question);
      this.commit(id, session, before);
      return answer;
    }));
  }

  /** Deletes an unfinished session idle since before `beforeIso` (checked again under its lock); false when it is not. */
  expire(id: string, beforeIso: string): Promise<boolean> {
    return this.serialize(id, () => {
      const row = this.store.session(id);
      if (!row || row.finished || row.updatedAt >= beforeIso) return false;
      this.cache.delete(id);
      this.pooled?.forget(id);
      this.broken.delete(id);
      return this.store.deleteSession(id);
    });
  }

  delete(id: string): Promise<boolean> {
    return this.serialize(id, () => {
      this.cache.delete(id);
      this.pooled?.forget(id);
      this.broken.delete(id);
      this.versions.forget(id);
      return this.store.deleteSession(id);
    });
  }
}
