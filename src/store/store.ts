/**
 * DuelStore: every read and write of saved sessions. A session row holds what the duel
 * needs to be rebuilt (config, persona, human seat, chain mode) and where it stands
 * (action count, state hash, finished); the chat messages, the engine actions with the
 * state hash after each, the engine events of each step and the model calls hang off it.
 *
 * `appendTurn` writes one reply (the user's message and everything it caused) in ONE
 * transaction, so a reply is either wholly saved or not at all.
 */
import { parseStoredJson } from './integrity.js';
import { createHash } from 'node:crypto';
import type { Action, DeckList, DuelConfig, DuelEvent, DuelResult, PlayerId } from '../engine/types.js';
import type { Persona } from '../llm/persona.js';
import type { ModelCallRecord } from '../llm/types.js';
import type { StoreDb } from './storeDb.js';
import type { ChainMode, MessageKind, StoredAction, StoredEvents, StoredMessage, StoredModelCall, TurnRecord } from './records.js';
import { SecretStore, type BaseState, type SessionSecret } from './secrets.js';

export {
  MESSAGE_KINDS, type ChainMode, type MessageKind, type MessageRecord, type StepRecord, type StoredAction, type StoredEvents, type StoredMessage,
  type StoredModelCall, type TurnRecord,
} from './records.js';

export type SessionOrigin = 'created' | 'imported' | 'forked';

export interface SessionRow {
  id: string;
  tokenHash: string;
  format: string;
  seed: string;
  config: DuelConfig;
  persona: Persona;
  personaId: string | null;
  deckId: string | null;
  botDeckId: string | null;
  human: PlayerId;
  chainMode: ChainMode;
  userName: string;
  engineVersion: string;
  /** Hash of the state before any action (step 0). */
  startHash: string;
  /** Hash of the state after the last action. */
  stateHash: string;
  actionCount: number;
  opened: boolean;
  pendingChoices: string[];
  finished: boolean;
  result: DuelResult | null;
  origin: SessionOrigin;
  parentId: string | null;
  forkStep: number | null;
  createdAt: string;
  updatedAt: string;
}

/** What a session's owner sees in a list. */
export interface SessionSummary {
  id: string;
  format: string;
  personaName: string;
  actionCount: number;
  finished: boolean;
  result: DuelResult | null;
  origin: SessionOrigin;
  parentId: string | null;
  createdAt: string;
  updatedAt: string;
  /** The built-in deck names the duel was started with (null: a pasted or imported deck). */
  deckName: string | null;
  botDeckName: string | null;
}

export interface LoadedSession {
  row: SessionRow;
  actions: StoredAction[];
  messages: StoredMessage[];
  modelCalls: StoredModelCall[];
  /** The state the session starts from instead of a new duel (a fork or import dealt again). */
  base: BaseState | null;
}

export interface NewSession {
  id: string;
  tokenHash: string;
  config: DuelConfig;
  persona: Persona;
  personaId: string | null;
  deckIds: [string | null, string | null];
  human: PlayerId;
  chainMode: ChainMode;
  userName: string;
  engineVersion: string;
  startHash: string;
  openingEvents: DuelEvent[];
  origin: SessionOrigin;
  parentId?: string | null;
  forkStep?: number | null;
  /** The seed commitment (and base state) kept beside the session, written in the same transaction. */
  secret?: SessionSecret;
}

/** The session moved on under us (another writer, or a stale in-memory copy). */
export class StoreConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreConflictError';
  }
}

interface RawSession {
  id: string;
  token_hash: string;
  format: string;
  seed: string;
  config_json: string;
  persona_json: string;
  persona_id: string | null;
  deck_id: string | null;
  bot_deck_id: string | null;
  human: number;
  chain_mode: string;
  user_name: string;
  engine_version: string;
  start_hash: string;
  state_hash: string;
  action_count: number;
  opened: number;
  pending_choices_json: string;
  finished: number;
  result_json: string | null;
  origin: string;
  parent_id: string | null;
  fork_step: number | null;
  created_at: string;
  updated_at: string;
}

const sha = (text: string): string => createHash('sha256').update(text).digest('hex');

function toRow(r: RawSession): SessionRow {
  return {
    id: r.id,
    tokenHash: r.token_hash,
    format: r.format,
    seed: r.seed,
    config: parseStoredJson<DuelConfig>(r.config_json, 'config_json'),
    persona: parseStoredJson<Persona>(r.persona_json, 'persona_json'),
    personaId: r.persona_id,
    deckId: r.deck_id,
    botDeckId: r.bot_deck_id,
    human: r.human === 1 ? 1 : 0,
    chainMode: r.chain_mode === 'manual' ? 'manual' : 'auto',
    userName: r.user_name,
    engineVersion: r.engine_version,
    startHash: r.start_hash,
    stateHash: r.state_hash,
    actionCount: r.action_count,
    opened: r.opened === 1,
    pendingChoices: parseStoredJson<string[]>(r.pending_choices_json, 'pending_choices_json'),
    finished: r.finished === 1,
    result: r.result_json ? parseStoredJson<DuelResult>(r.result_json, 'result_json') : null,
    origin: r.origin as SessionOrigin,
    parentId: r.parent_id,
    forkStep: r.fork_step,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export class DuelStore {
  readonly db: StoreDb;
  /** Seed commitments, base states and the export key: never sent to a client while a duel runs. */
  readonly secrets: SecretStore;
  private readonly now: () => Date;
  private readonly st;

  constructor(db: StoreDb, options: { now?: () => Date } = {}) {
    this.db = db;
    this.secrets = new SecretStore(db);
    this.now = options.now ?? (() => new Date());
    this.st = {
      insertSession: db.prepare(`INSERT INTO sessions (id, token_hash, format, seed, config_json, persona_json, persona_id, deck_id, bot_deck_id,
          human, chain_mode, user_name, engine_version, start_hash, state_hash, action_count, opened, pending_choices_json, finished,
          result_json, origin, parent_id, fork_step, created_at, updated_at)
        VALUES (@id, @token_hash, @format, @seed, @config_json, @persona_json, @persona_id, @deck_id, @bot_deck_id,
          @human, @chain_mode, @user_name, @engine_version, @start_hash, @start_hash, 0, 0, '[]', 0,
          NULL, @origin, @parent_id, @fork_step, @now, @now)`),
      updateSession: db.prepare(`UPDATE sessions SET state_hash = @state_hash, action_count = @action_count, opened = @opened,
          pending_choices_json = @pending_choices_json, finished = @finished, result_json = @result_json, engine_version = @engine_version,
          updated_at = @now WHERE id = @id`),
      session: db.prepare('SELECT * FROM sessions WHERE id = ?'),
      auth: db.prepare('SELECT token_hash AS "tokenHash", action_count AS "actionCount", finished FROM sessions WHERE id = ?'),
      // PostgreSQL: two processes committing to one session take turns (SQLite has one writer at a time anyway).
      lock: db.dialect === 'postgres' ? db.prepare('SELECT id FROM sessions WHERE id = ? FOR UPDATE') : null,
      counts: db.prepare(`SELECT action_count AS actions,
          (SELECT COUNT(*) FROM messages WHERE session_id = @id) AS messages,
          (SELECT COUNT(*) FROM model_calls WHERE session_id = @id) AS calls
        FROM sessions WHERE id = @id`),
      insertAction: db.prepare('INSERT INTO actions (session_id, step, action_json, state_hash, created_at) VALUES (?, ?, ?, ?, ?)'),
      insertEvents: db.prepare('INSERT INTO events (session_id, step, events_json, engine_version) VALUES (?, ?, ?, ?)'),
      insertMessage: db.prepare('INSERT INTO messages (session_id, seq, role, kind, text, shared, step, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
      insertCall: db.prepare(`INSERT INTO model_calls (session_id, seq, role, model, tokens_in, tokens_out, latency_ms, outcome, error, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
      actions: db.prepare('SELECT step, action_json, state_hash FROM actions WHERE session_id = ? ORDER BY step'),
      actionsUpTo: db.prepare('SELECT step, action_json, state_hash FROM actions WHERE session_id = ? AND step <= ? ORDER BY step'),
      events: db.prepare('SELECT step, events_json, engine_version FROM events WHERE session_id = ? ORDER BY step'),
      eventVersions: db.prepare('SELECT step, engine_version FROM events WHERE session_id = ? ORDER BY step'),
      messages: db.prepare('SELECT seq, role, kind, text, shared, step, created_at FROM messages WHERE session_id = ? ORDER BY seq'),
      calls: db.prepare(`SELECT seq, role, model, tokens_in, tokens_out, latency_ms, outcome, error FROM model_calls
        WHERE session_id = ? ORDER BY seq`),
      unfinished: db.prepare('SELECT id FROM sessions WHERE finished = 0 ORDER BY updated_at DESC'),
      allIds: db.prepare('SELECT id FROM sessions ORDER BY created_at'),
      deleteSession: db.prepare('DELETE FROM sessions WHERE id = ? RETURNING persona_id'),
      dropOrphanPersona: db.prepare('DELETE FROM personas WHERE id = ? AND NOT EXISTS (SELECT 1 FROM sessions WHERE persona_id = ?)'),
      insertPersona: db.prepare('INSERT INTO personas (id, name, persona_json, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING'),
      persona: db.prepare('SELECT persona_json FROM personas WHERE id = ?'),
      insertDeck: db.prepare('INSERT INTO decks (id, name, source, deck_json, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING'),
      deck: db.prepare('SELECT deck_json FROM decks WHERE id = ?'),
    };
  }

  private stamp(): string {
    return this.now().toISOString();
  }

  // ---------------------------------------------------------------------------------------
  // Writing

  /** A new session, its opening events and its first reply (the opening), in one transaction. */
  createSession(session: NewSession, opening: TurnRecord): SessionRow {
    const now = this.stamp();
    this.db.transaction(() => {
      this.st.insertSession.run({
        id: session.id,
        token_hash: session.tokenHash,
        format: session.config.format,
        seed: session.config.seed,
        config_json: JSON.stringify(session.config),
        persona_json: JSON.stringify(session.persona),
        persona_id: session.personaId,
        deck_id: session.deckIds[0],
        bot_deck_id: session.deckIds[1],
        human: session.human,
        chain_mode: session.chainMode,
        user_name: session.userName,
        engine_version: session.engineVersion,
        start_hash: session.startHash,
        origin: session.origin,
        parent_id: session.parentId ?? null,
        fork_step: session.forkStep ?? null,
        now,
      });
      this.st.insertEvents.run(session.id, 0, JSON.stringify(session.openingEvents), session.engineVersion);
      if (session.secret) this.secrets.put(session.id, session.secret);
      this.writeTurn(session.id, 0, 0, 0, opening, now);
    })();
    return this.session(session.id)!;
  }

  /**
   * One reply: the new actions (numbered on from `from.actions`), their events and state
   * hashes, the new chat messages and model calls, and the session's new standing, all in
   * one transaction. Throws StoreConflictError when the stored session is not where the
   * caller's copy started from.
   */
  appendTurn(id: string, from: { actions: number; messages: number; calls: number }, turn: TurnRecord): void {
    const now = this.stamp();
    this.db.transaction(() => {
      this.st.lock?.get(id);
      const counts = this.st.counts.get({ id }) as { actions: number; messages: number; calls: number } | undefined;
      if (!counts) throw new StoreConflictError(`session ${id} no longer exists`);
      if (counts.actions !== from.actions || counts.messages !== from.messages || counts.calls !== from.calls) {
        throw new StoreConflictError(
          `session ${id} is at ${counts.actions} actions / ${counts.messages} messages, the reply started from ${from.actions} / ${from.messages}`,
        );
      }
      this.writeTurn(id, from.actions, from.messages, from.calls, turn, now);
    })();
  }

  private writeTurn(id: string, actions: number, messages: number, calls: number, turn: TurnRecord, now: string): void {
    turn.steps.forEach((s, i) => {
      const step = actions + i + 1;
      this.st.insertAction.run(id, step, JSON.stringify(s.action), s.stateHash, now);
      this.st.insertEvents.run(id, step, JSON.stringify(s.events), turn.engineVersion);
    });
    turn.messages.forEach((m, i) => {
      this.st.insertMessage.run(id, messages + i, m.role, m.kind, m.text, m.shared, m.actions, now);
    });
    turn.modelCalls.forEach((c, i) => {
      this.st.insertCall.run(id, calls + i, c.role, c.model, c.promptTokens, c.completionTokens, c.latencyMs, c.outcome, c.error ?? null, now);
    });
    const last = turn.steps[turn.steps.length - 1];
    const row = this.st.session.get(id) as RawSession;
    this.st.updateSession.run({
      id,
      state_hash: last ? last.stateHash : row.state_hash,
      action_count: actions + turn.steps.length,
      opened: turn.opened ? 1 : 0,
      pending_choices_json: JSON.stringify(turn.pendingChoices),
      finished: turn.result ? 1 : 0,
      result_json: turn.result ? JSON.stringify(turn.result) : null,
      engine_version: turn.engineVersion,
      now,
    });
  }

  /** Deletes a session, and its saved persona when no other session uses it (a persona is stored for its sessions only). */
  deleteSession(id: string): boolean {
    return this.db.transaction(() => {
      const row = this.st.deleteSession.get(id) as { persona_id: string | null } | undefined;
      if (row?.persona_id) this.dropOrphanPersona(row.persona_id);
      return row !== undefined;
    })();
  }

  /** Removes a saved persona that no session uses (after a delete, or a create that failed after saving it). */
  dropOrphanPersona(id: string): void {
    this.st.dropOrphanPersona.run(id, id);
  }

  /** Saves a persona (content-addressed: the same persona gets the same id); returns its id. */
  savePersona(persona: Persona): string {
    const json = JSON.stringify(persona);
    const id = `p_${sha(json).slice(0, 20)}`;
    this.st.insertPersona.run(id, persona.name, json, this.stamp());
    return id;
  }

  /** Whether a session with one of these token hashes was created with persona `id`: the proof of owning it. */
  personaOwnedBy(id: string, tokenHashes: readonly string[]): boolean {
    if (tokenHashes.length === 0) return false;
    const marks = tokenHashes.map(() => '?').join(', ');
    return this.db.prepare(`SELECT 1 FROM sessions WHERE persona_id = ? AND token_hash IN (${marks}) LIMIT 1`).get(id, ...tokenHashes) !== undefined;
  }

  getPersona(id: string): Persona | undefined {
    const r = this.st.persona.get(id) as { persona_json: string } | undefined;
    return r ? parseStoredJson<Persona>(r.persona_json, 'persona_json') : undefined;
  }

  /** Saves a deck (content-addressed); returns its id. */
  saveDeck(deck: DeckList, name: string | null, source: string): string {
    const json = JSON.stringify({ main: deck.main, extra: deck.extra });
    const id = `d_${sha(json).slice(0, 20)}`;
    this.st.insertDeck.run(id, name, source, json, this.stamp());
    return id;
  }

  getDeck(id: string): DeckList | undefined {
    const r = this.st.deck.get(id) as { deck_json: string } | undefined;
    return r ? parseStoredJson<DeckList>(r.deck_json, 'deck_json') : undefined;
  }

  // ---------------------------------------------------------------------------------------
  // Reading

  session(id: string): SessionRow | undefined {
    const r = this.st.session.get(id) as RawSession | undefined;
    return r ? toRow(r) : undefined;
  }

  /** How many actions, messages and model calls are stored for a session (what a copy in memory must match). */
  standing(id: string): { actions: number; messages: number; calls: number } | undefined {
    return this.st.counts.get({ id }) as { actions: number; messages: number; calls: number } | undefined;
  }

  /** Just what a token check needs. */
  auth(id: string): { tokenHash: string; actionCount: number; finished: boolean } | undefined {
    const r = this.st.auth.get(id) as { tokenHash: string; actionCount: number; finished: number } | undefined;
    return r ? { tokenHash: r.tokenHash, actionCount: r.actionCount, finished: r.finished === 1 } : undefined;
  }

  /** The actions (all, or the first `upTo`) with the stored hash after each. */
  actions(id: string, upTo?: number): StoredAction[] {
    const rows = (upTo === undefined ? this.st.actions.all(id) : this.st.actionsUpTo.all(id, upTo)) as {
      step: number;
      action_json: string;
      state_hash: string;
    }[];
    return rows.map((r) => ({ step: r.step, action: parseStoredJson<Action>(r.action_json, 'action_json'), stateHash: r.state_hash }));
  }

  events(id: string): StoredEvents[] {
    const rows = this.st.events.all(id) as { step: number; events_json: string; engine_version: string }[];
    return rows.map((r) => ({ step: r.step, events: parseStoredJson<DuelEvent[]>(r.events_json, 'events_json'), engineVersion: r.engine_version }));
  }

  /** The engine version that recorded each step's events (step 0: the opening), without reading the events. */
  eventVersions(id: string): Map<number, string> {
    const rows = this.st.eventVersions.all(id) as { step: number; engine_version: string }[];
    return new Map(rows.map((r) => [r.step, r.engine_version]));
  }

  messages(id: string): StoredMessage[] {
    const rows = this.st.messages.all(id) as {
      seq: number;
      role: 'user' | 'bot';
      kind: MessageKind;
      text: string;
      shared: string | null;
      step: number;
      created_at: string;
    }[];
    return rows.map((r) => ({ seq: r.seq, role: r.role, kind: r.kind, text: r.text, shared: r.shared, actions: r.step, createdAt: r.created_at }));
  }

  modelCalls(id: string): StoredModelCall[] {
    const rows = this.st.calls.all(id) as {
      seq: number;
      role: ModelCallRecord['role'];
      model: string;
      tokens_in: number;
      tokens_out: number;
      latency_ms: number;
      outcome: ModelCallRecord['outcome'];
      error: string | null;
    }[];
    return rows.map((r) => ({
      seq: r.seq,
      role: r.role,
      model: r.model,
      promptTokens: r.tokens_in,
      completionTokens: r.tokens_out,
      latencyMs: r.latency_ms,
      outcome: r.outcome,
      ...(r.error !== null ? { error: r.error } : {}),
    }));
  }

  /** A session with its actions, messages and model calls, read in one transaction. */
  load(id: string): LoadedSession | undefined {
    return this.db.transaction(() => {
      const row = this.session(id);
      if (!row) return undefined;
      return { row, actions: this.actions(id), messages: this.messages(id), modelCalls: this.modelCalls(id), base: this.secrets.get(id)?.base ?? null };
    })();
  }

  /** Ids of unfinished sessions, most recently used first. */
  unfinishedIds(): string[] {
    return (this.st.unfinished.all() as { id: string }[]).map((r) => r.id);
  }

  allIds(): string[] {
    return (this.st.allIds.all() as { id: string }[]).map((r) => r.id);
  }

  /** Summaries of the sessions whose token hash is one of `tokenHashes`. */
  listByTokenHashes(tokenHashes: readonly string[]): SessionSummary[] {
    if (tokenHashes.length === 0) return [];
    const marks = tokenHashes.map(() => '?').join(', ');
    const rows = this.db
      .prepare(
        `SELECT s.*, d.name AS deck_name, b.name AS bot_deck_name FROM sessions s
         LEFT JOIN decks d ON d.id = s.deck_id LEFT JOIN decks b ON b.id = s.bot_deck_id
         WHERE s.token_hash IN (${marks}) ORDER BY s.updated_at DESC`,
      )
      .all(...tokenHashes) as (RawSession & { deck_name: string | null; bot_deck_name: string | null })[];
    return rows.map((raw) => {
      const r = toRow(raw);
      return {
        id: r.id,
        format: r.format,
        personaName: r.persona.name,
        actionCount: r.actionCount,
        finished: r.finished,
        result: r.result,
        origin: r.origin,
        parentId: r.parentId,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        deckName: raw.deck_name,
        botDeckName: raw.bot_deck_name,
      };
    });
  }

  close(): void {
    this.db.close();
  }
}
