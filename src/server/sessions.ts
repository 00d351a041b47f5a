/**
 * SessionManager: the service's sessions. It creates them, loads saved ones on demand
 * (DuelSession.restore) into an LRU, runs one reply at a time per session, and commits
 * every reply (the user's message, every action it caused with the state hash after each
 * and the events, the bot's messages and the model calls) in ONE transaction before the
 * reply is acknowledged. It never touches game state itself: the session plays through
 * the engine, and the manager only re-applies the session's recorded actions to learn the
 * events and hashes of each step.
 */
import { isDatabaseDamage } from '../store/integrity.js';
import { defaultCards } from '../cards/catalog.js';
import type { CardDb } from '../cards/cardDb.js';
import {
  defaultRulesDeps,
  DuelSession,
  type ChainMode,
  type ChatEntry,
  type DuelSessionDeps,
  type DuelSessionSnapshot,
  type OptionChoice,
  type RulesDeps,
  type SessionChunk,
} from '../chat/session.js';
import type { Engine } from '../engine/index.js';
import type { Action, DuelConfig, DuelState, PlayerId } from '../engine/types.js';
import type { Persona } from '../llm/persona.js';
import type { ChatModel } from '../llm/types.js';
import { rebuild, type ParsedExport } from '../store/replay.js';
import { StoreConflictError, type DuelStore, type LoadedSession, type SessionRow, type StepRecord, type TurnRecord } from '../store/store.js';
import { hashToken, newSessionId, newToken } from './auth.js';
import { ApiError, badRequest, conflict, notFound } from './errors.js';
import { Lru } from './lru.js';

export interface SessionManagerOptions {
  store: DuelStore;
  /** The language model, or null for the offline model. */
  model: ChatModel | null;
  modelBanner: string;
  /** How many sessions stay in memory (default 256). */
  cacheSize?: number;
  engine?: Engine;
  cards?: CardDb;
}

export interface CreateSpec {
  config: DuelConfig;
  human?: PlayerId;
  chainMode: ChainMode;
  userName: string;
  persona: Persona;
  personaId: string | null;
  deckIds: [string | null, string | null];
}

/** Where a session stands after a committed reply. */
export interface Committed {
  step: number;
  stateHash: string;
  finished: boolean;
}

export type ReplyRequest = { kind: 'message'; text: string } | { kind: 'action'; optionId: string };

export interface ReplyHooks {
  /** The state hash the client last saw; a different current state is a 409 STALE_STATE. */
  expectedHash?: string;
  /** Called once the checks passed, before the first chunk (open the stream here). */
  onStart?: () => void;
  onChunk: (chunk: SessionChunk) => void | Promise<void>;
}

interface Before {
  state: DuelState;
  actions: number;
  messages: number;
  calls: number;
}

/** The rules reference and its search index, built on the first rules question rather than at start-up. */
const LAZY_RULES: RulesDeps = {
  get reference() {
    return defaultRulesDeps().reference;
  },
  get search() {
    return defaultRulesDeps().search;
  },
};

const humanDecides = (state: DuelState, human: PlayerId): boolean => !state.result && state.pending?.player === human;

export class SessionManager {
  readonly store: DuelStore;
  readonly engine: Engine;
  readonly cards: CardDb;
  readonly modelBanner: string;
  readonly model: ChatModel | null;
  private readonly cache: Lru<string, DuelSession>;
  private readonly queues = new Map<string, Promise<void>>();
  /** Sessions whose stored actions do not rebuild to their stored hashes. */
  readonly broken = new Map<string, string>();
  /** The human's options per state (states never change once made), so reads do not rebuild the list. */
  private readonly optionMemo = new WeakMap<DuelState, OptionChoice[]>();

  constructor(options: SessionManagerOptions) {
    this.store = options.store;
    const cards = options.engine && options.cards ? { engine: options.engine, db: options.cards } : defaultCards();
    this.engine = options.engine ?? cards.engine;
    this.cards = options.cards ?? cards.db;
    this.model = options.model;
    this.modelBanner = options.modelBanner;
    this.cache = new Lru(options.cacheSize ?? 256);
  }

  get cached(): number {
    return this.cache.size;
  }

  private deps(): DuelSessionDeps {
    return { model: this.model, modelBanner: this.modelBanner, engine: this.engine, cards: this.cards, rules: LAZY_RULES };
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

  private snapshotOf(loaded: LoadedSession): DuelSessionSnapshot {
    const { row } = loaded;
    return {
      version: 1,
      config: row.config,
      human: row.human,
      chainMode: row.chainMode,
      userName: row.userName,
      actions: loaded.actions.map((a) => a.action),
      history: loaded.messages.map(({ seq: _seq, createdAt: _at, ...entry }) => entry),
      modelCalls: loaded.modelCalls.map(({ seq: _seq, ...call }) => call),
      stateHash: row.stateHash,
      opened: row.opened,
      pendingChoices: row.pendingChoices,
      persona: row.persona,
    };
  }

  private restore(loaded: LoadedSession): DuelSession {
    const id = loaded.row.id;
    try {
      return DuelSession.restore(this.snapshotOf(loaded), this.deps());
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      this.broken.set(id, reason);
      throw conflict('SESSION_BROKEN', `Session ${id} does not rebuild from its saved actions: ${reason}`);
    }
  }

  /** The session in memory (loaded and rebuilt on a miss). Call inside `serialize`. */
  private session(id: string): DuelSession {
    const broken = this.broken.get(id);
    if (broken) throw conflict('SESSION_BROKEN', `Session ${id} does not rebuild from its saved actions: ${broken}`);
    const hit = this.cache.get(id);
    if (hit) return hit;
    const loaded = this.store.load(id);
    if (!loaded) throw notFound();
    const session = this.restore(loaded);
    this.cache.set(id, session);
    return session;
  }

  /** The human's options with their commands (remembered per state). */
  options(session: DuelSession): OptionChoice[] {
    const state = session.state;
    let options = this.optionMemo.get(state);
    if (!options) {
      options = session.legalOptions();
      this.optionMemo.set(state, options);
    }
    return options;
  }

  private remember(session: DuelSession, chunk: SessionChunk): void {
    if (chunk.type === 'options') this.optionMemo.set(session.state, chunk.options);
  }

  /** Reads a session under its lock. */
  withSession<T>(id: string, fn: (session: DuelSession) => T | Promise<T>): Promise<T> {
    return this.serialize(id, () => fn(this.session(id)));
  }

  /**
   * Start-up: every unfinished session is rebuilt through the engine from its config and
   * actions, every stored hash checked; the most recently used are kept in memory.
   */
  resumeAll(): { resumed: number; loaded: number; broken: { id: string; reason: string }[] } {
    const broken: { id: string; reason: string }[] = [];
    let resumed = 0;
    let loadedCount = 0;
    for (const id of this.store.unfinishedIds()) {
      let loaded;
      try {
        loaded = this.store.load(id);
      } catch (err) {
        // Unreadable rows: reported here, and a request for the session answers 503 unavailable.
        if (!isDatabaseDamage(err)) throw err;
        broken.push({ id, reason: `unreadable: ${(err as Error).message}` });
        continue;
      }
      if (!loaded) continue;
      const check = rebuild(this.engine, loaded.row.config, loaded.row.startHash, loaded.actions, { continueOnMismatch: false });
      if (!check.ok) {
        const reason = check.mismatch
          ? `state hash after step ${check.mismatch.step} is ${check.mismatch.actual}, the record says ${check.mismatch.expected}`
          : (check.failure?.reason ?? 'unknown');
        this.broken.set(id, reason);
        broken.push({ id, reason });
        continue;
      }
      resumed++;
      if (loadedCount < this.cache.capacity) {
        try {
          this.cache.set(id, this.restore(loaded));
          loadedCount++;
        } catch (err) {
          broken.push({ id, reason: err instanceof Error ? err.message : String(err) });
          resumed--;
        }
      }
    }
    return { resumed, loaded: loadedCount, broken };
  }

  // ---------------------------------------------------------------------------------------
  // Recording

  private before(session: DuelSession): Before {
    return { state: session.state, actions: session.actions.length, messages: session.history.length, calls: session.modelCalls.length };
  }

  /** What a reply added: its actions re-applied from the state before it to learn each step's events and hash. */
  private turnOf(session: DuelSession, before: Before): TurnRecord {
    let state = before.state;
    const steps: StepRecord[] = [];
    for (const action of session.actions.slice(before.actions)) {
      const r = this.engine.apply(state, action);
      if (!r.ok) throw new Error(`a recorded action is refused when re-applied: ${r.rejection.message}`);
      state = r.state;
      steps.push({ action, stateHash: this.engine.hash(state), events: r.events });
    }
    const hash = this.engine.hash(state);
    if (hash !== session.stateHash()) throw new Error(`re-applied actions give state ${hash}, the session is at ${session.stateHash()}`);
    const snap = session.toJSON();
    return {
      steps,
      messages: session.history.slice(before.messages),
      modelCalls: session.modelCalls.slice(before.calls),
      opened: snap.opened,
      pendingChoices: snap.pendingChoices,
      result: session.state.result,
      engineVersion: session.state.engineVersion,
    };
  }

  // ---------------------------------------------------------------------------------------
  // Creating

  async create(spec: CreateSpec): Promise<{ row: SessionRow; token: string; chunks: SessionChunk[]; session: DuelSession }> {
    const human = spec.human ?? 0;
    const session = new DuelSession({ config: spec.config, human, chainMode: spec.chainMode }, {
      ...this.deps(),
      persona: spec.persona,
      userName: spec.userName,
    });
    const start = this.engine.newDuel(spec.config);
    if (!start.ok) throw badRequest('BAD_CONFIG', `The duel cannot start: ${start.problems.join('; ')}`);
    const before = this.before(session);
    const chunks: SessionChunk[] = [];
    for await (const chunk of session.open()) {
      this.remember(session, chunk);
      if (chunk.type !== 'done') chunks.push(chunk);
    }
    const token = newToken();
    const id = newSessionId();
    const row = this.store.createSession(
      {
        id,
        tokenHash: hashToken(token),
        config: spec.config,
        persona: spec.persona,
        personaId: spec.personaId,
        deckIds: spec.deckIds,
        human,
        chainMode: spec.chainMode,
        userName: spec.userName,
        engineVersion: before.state.engineVersion,
        startHash: this.engine.hash(before.state),
        openingEvents: start.events,
        origin: 'created',
      },
      this.turnOf(session, before),
    );
    this.cache.set(id, session);
    return { row, token, chunks, session };
  }

  // ---------------------------------------------------------------------------------------
  // Replies

  /**
   * One message or option click: checks (stale state, duel over, unknown option) throw
   * ApiError before anything is streamed; then every chunk goes to `onChunk` except the
   * final `done`, the reply is committed, and the commit's standing is returned (the
   * caller sends its own `done` after that).
   */
  reply(id: string, request: ReplyRequest, hooks: ReplyHooks): Promise<Committed> {
    return this.serialize(id, async () => {
      const session = this.session(id);
      if (hooks.expectedHash !== undefined && hooks.expectedHash !== session.stateHash()) {
        throw conflict('STALE_STATE', `The duel has moved on: it is at state ${session.stateHash()}, not ${hooks.expectedHash}. Read it again.`, {
          stateHash: session.stateHash(),
          step: session.actions.length,
        });
      }
      if (request.kind === 'action') {
        if (session.state.result) throw conflict('DUEL_OVER', 'The duel is over: no more moves.');
        const options = this.options(session);
        if (!options.some((o) => o.id === request.optionId)) {
          throw conflict(
            'NO_SUCH_OPTION',
            options.length
              ? `"${request.optionId}" is not one of your options right now.`
              : 'It is not your decision right now.',
            { options: options.map((o) => o.id) },
          );
        }
      }
      hooks.onStart?.();
      const before = this.before(session);
      let failure: unknown = null;
      try {
        const chunks = request.kind === 'message' ? session.send(request.text) : session.act(request.optionId);
        for await (const chunk of chunks) {
          this.remember(session, chunk);
          if (chunk.type === 'done') continue;
          await hooks.onChunk(chunk);
        }
      } catch (err) {
        // A bug inside the session: what it applied is still legal (the engine checked it), so it is kept.
        failure = err;
      }
      try {
        this.store.appendTurn(id, before, this.turnOf(session, before));
      } catch (err) {
        // The copy in memory is ahead of the file: drop it, the next request reloads what was saved.
        this.cache.delete(id);
        if (err instanceof StoreConflictError) throw conflict('STALE_STATE', err.message);
        throw new ApiError(500, 'STORE_FAILED', `The reply could not be saved: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (failure) {
        this.cache.delete(id);
        throw failure;
      }
      return { step: session.actions.length, stateHash: session.stateHash(), finished: session.state.result !== null };
    });
  }

  // ---------------------------------------------------------------------------------------
  // Fork, import, delete

  /**
   * A new session that plays on from `step` of session `id` ("what if I had attacked
   * instead?"). When it is not the human's decision at `step`, the fork moves forward
   * along the recorded actions to the next step where it is (or to the end).
   */
  fork(id: string, step: number): Promise<{ id: string; token: string; step: number }> {
    return this.serialize(id, () => {
      const broken = this.broken.get(id);
      if (broken) throw conflict('SESSION_BROKEN', `Session ${id} does not rebuild from its saved actions: ${broken}`);
      const loaded = this.store.load(id);
      if (!loaded) throw notFound();
      const { row } = loaded;
      if (step > row.actionCount) throw badRequest('BAD_STEP', `step: the session has ${row.actionCount} steps; fork at 0 to ${row.actionCount}.`);
      const built = rebuild(this.engine, row.config, row.startHash, loaded.actions, { keepStates: true, continueOnMismatch: false });
      let at = step;
      while (at < built.applied && !humanDecides(built.states![at]!, row.human)) at++;
      if (!built.ok && (built.mismatch ? built.mismatch.step <= at : (built.failure?.step ?? 0) <= at)) {
        throw conflict('SESSION_BROKEN', `Session ${id} does not rebuild up to step ${at}: ${built.mismatch ? `hash mismatch at step ${built.mismatch.step}` : built.failure?.reason}`);
      }
      const messages: ChatEntry[] = [];
      for (const m of loaded.messages) {
        if (m.actions > at || (m.actions === at && m.role === 'user')) break;
        messages.push({ role: m.role, kind: m.kind, text: m.text, shared: m.shared, actions: m.actions });
      }
      messages.push({
        role: 'bot',
        kind: 'info',
        text: `A new branch of session ${id}, from step ${at}: play on from here.`,
        shared: null,
        actions: at,
      });
      const state = built.states![at]!;
      const newId = this.insertCopy(row, {
        origin: 'forked',
        parentId: id,
        forkStep: at,
        steps: loaded.actions.slice(0, at).map((a, i) => ({ action: a.action, stateHash: a.stateHash, events: built.events[i + 1]! })),
        openingEvents: built.events[0]!,
        messages,
        modelCalls: [],
        opened: true,
        pendingChoices: [],
        result: state.result,
        engineVersion: state.engineVersion,
      });
      return { ...newId, step: at };
    });
  }

  /** A session from a JSON export: every state hash is checked by rebuilding the duel. */
  importExport(data: ParsedExport): { id: string; token: string } {
    const config = data.config as DuelConfig;
    const actions = data.actions.map((a) => ({ action: a.action as unknown as Action, stateHash: a.stateHash }));
    const built = rebuild(this.engine, config, data.session.startHash, actions, { continueOnMismatch: false });
    if (!built.ok || !built.state) {
      throw badRequest(
        'HASH_MISMATCH',
        built.mismatch
          ? `The export does not replay: the state hash after step ${built.mismatch.step} is ${built.mismatch.actual} here, the export says ${built.mismatch.expected}.`
          : `The export does not replay: ${built.failure?.reason ?? 'unknown problem'}`,
        built.mismatch ?? built.failure,
      );
    }
    const state = built.state;
    const row: Pick<SessionRow, 'config' | 'persona' | 'human' | 'chainMode' | 'userName' | 'startHash'> = {
      config,
      persona: data.persona as Persona,
      human: data.session.human,
      chainMode: data.session.chainMode,
      userName: data.session.userName,
      startHash: data.session.startHash,
    };
    return this.insertCopy(row, {
      origin: 'imported',
      parentId: null,
      forkStep: null,
      steps: actions.map((a, i) => ({ action: a.action, stateHash: a.stateHash, events: built.events[i + 1]! })),
      openingEvents: built.events[0]!,
      messages: data.messages.map((m) => ({ role: m.role, kind: m.kind, text: m.text, shared: m.shared, actions: m.step })),
      modelCalls: data.modelCalls.map(({ seq: _seq, ...c }) => c),
      opened: data.session.opened,
      pendingChoices: data.session.pendingChoices,
      result: state.result,
      engineVersion: state.engineVersion,
    });
  }

  private insertCopy(
    row: Pick<SessionRow, 'config' | 'persona' | 'human' | 'chainMode' | 'userName' | 'startHash'> & Partial<Pick<SessionRow, 'personaId' | 'deckId' | 'botDeckId'>>,
    copy: TurnRecord & { origin: 'forked' | 'imported'; parentId: string | null; forkStep: number | null; openingEvents: StepRecord['events'] },
  ): { id: string; token: string } {
    const token = newToken();
    const id = newSessionId();
    this.store.createSession(
      {
        id,
        tokenHash: hashToken(token),
        config: row.config,
        persona: row.persona,
        personaId: row.personaId ?? null,
        deckIds: [row.deckId ?? null, row.botDeckId ?? null],
        human: row.human,
        chainMode: row.chainMode,
        userName: row.userName,
        engineVersion: copy.engineVersion,
        startHash: row.startHash,
        openingEvents: copy.openingEvents,
        origin: copy.origin,
        parentId: copy.parentId,
        forkStep: copy.forkStep,
      },
      copy,
    );
    return { id, token };
  }

  delete(id: string): Promise<boolean> {
    return this.serialize(id, () => {
      this.cache.delete(id);
      this.broken.delete(id);
      return this.store.deleteSession(id);
    });
  }
}
