/**
 * The inside of a session worker: the live sessions pinned to this thread, each played
 * through the engine and its bot here (the expensive part of a reply), so the main thread
 * only parses requests, writes the store and streams what comes back. Requests come in on
 * `port` (workerPool.ts); a reply's chunks go back one message each as they are made; each
 * request ends with one `result` or `error`. Nothing here touches the store: the main
 * thread commits each turn record this returns, and drops a session here when it must be
 * rebuilt from what was saved.
 */
import type { MessagePort } from 'node:worker_threads';
import { defaultCards, engineFor } from '../../cards/catalog.js';
import { DuelSession, DuelStartError, LAZY_RULES, RebuildError, type DuelSessionDeps } from '../../chat/session.js';
import type { Engine } from '../../engine/index.js';
import { createChatModel } from '../../llm/index.js';
import { ApiError } from '../errors.js';
import { checkReply, replyChunks } from '../replyChecks.js';
import { sessionQueries, standingOf, stateOf, turnOf } from '../sessionView.js';
import { NO_BEFORE } from '../sessionTypes.js';
import type { Created, HostError, HostMessage, HostRequest, Replied, WorkerSetup } from './protocol.js';

/** The answer when a session is not (or no longer) here: the main thread rebuilds it and asks again. */
class Missing extends Error {}

export class SessionHost {
  private readonly sessions = new Map<string, DuelSession>();
  private readonly engines = new Map<string, Engine>();
  private readonly deps: DuelSessionDeps;

  constructor(
    setup: WorkerSetup,
    private readonly port: MessagePort,
  ) {
    const { engine, db } = defaultCards();
    const model = setup.modelConfig ? createChatModel(setup.modelConfig) : null;
    this.deps = { model, modelBanner: setup.modelBanner, engine, cards: db, rules: LAZY_RULES, search: setup.search };
    port.on('message', (msg: { rid: number } & HostRequest) => void this.handle(msg));
  }

  private send(msg: HostMessage): void {
    this.port.postMessage(msg);
  }

  private async handle(msg: { rid: number } & HostRequest): Promise<void> {
    try {
      this.send({ rid: msg.rid, type: 'result', value: await this.run(msg) });
    } catch (err) {
      this.send({ rid: msg.rid, type: 'error', error: hostError(err) });
    }
  }

  private session(id: string): DuelSession {
    const s = this.sessions.get(id);
    if (!s) throw new Missing();
    return s;
  }

  /** Today's rules stamped with the version that recorded a session (the same engine for today's). */
  private engineAt(version: string): Engine {
    const today = this.deps.engine!;
    if (version === today.ctx.engineVersion) return today;
    let e = this.engines.get(version);
    if (!e) this.engines.set(version, (e = engineFor(this.deps.cards!, version)));
    return e;
  }

  private async run(msg: { rid: number } & HostRequest): Promise<unknown> {
    switch (msg.op) {
      case 'create':
        return this.create(msg);
      case 'restore': {
        const session = DuelSession.restore(msg.snapshot, { ...this.deps, engine: this.engineAt(msg.engineVersion) });
        this.sessions.set(msg.id, session);
        return standingOf(session);
      }
      case 'reply':
        return this.reply(msg);
      case 'askRules': {
        const session = this.session(msg.id);
        const answer = await session.answerRules(msg.question);
        return { answer, turn: turnOf(session, msg.before) };
      }
      case 'query':
        return sessionQueries[msg.name](this.session(msg.id));
      case 'interrupt':
        this.sessions.get(msg.id)?.interruptNarration();
        return null;
      case 'drop':
        return this.sessions.delete(msg.id);
    }
  }

  private async create(msg: Extract<HostRequest, { op: 'create' }>): Promise<Created> {
    const session = new DuelSession(msg.options, { ...this.deps, persona: msg.persona, userName: msg.userName });
    const chunks = [];
    for await (const chunk of session.open()) if (chunk.type !== 'done') chunks.push(chunk);
    this.sessions.set(msg.id, session);
    return {
      chunks,
      opening: turnOf(session, NO_BEFORE),
      config: session.config,
      level: session.level,
      startHash: session.startHash,
      openingEvents: session.openingEvents,
      engineVersion: session.standingAt(0)!.engineVersion,
      state: stateOf(session),
      standing: standingOf(session),
    };
  }

  private async reply(msg: { rid: number } & Extract<HostRequest, { op: 'reply' }>): Promise<Replied> {
    const session = this.session(msg.id);
    const option = checkReply(session, msg.request, msg.expectedHash);
    this.send({ rid: msg.rid, type: 'start' });
    let failure: string | null = null;
    const collected = [];
    try {
      for await (const chunk of replyChunks(session, msg.request, option)) {
        if (chunk.type === 'done') continue;
        // A stream gets each chunk as it is made; a JSON reply gets them all with the result.
        if (msg.stream) this.send({ rid: msg.rid, type: 'chunk', chunk });
        else collected.push(chunk);
      }
    } catch (err) {
      failure = err instanceof Error ? (err.stack ?? err.message) : String(err);
    }
    for (const chunk of collected) this.send({ rid: msg.rid, type: 'chunk', chunk });
    // A failed reply's session is dropped after its commit: the next request rebuilds it from the store.
    if (failure) this.sessions.delete(msg.id);
    return {
      turn: turnOf(session, msg.before),
      committed: { step: session.steps.length, stateHash: session.stateHash(), finished: session.state.result !== null, decision: session.decision(), level: session.level },
      failure,
    };
  }
}

function hostError(err: unknown): HostError {
  if (err instanceof Missing) return { kind: 'missing' };
  if (err instanceof ApiError) return { kind: 'api', status: err.status, code: err.code, message: err.message, ...(err.details !== undefined ? { details: err.details } : {}) };
  if (err instanceof DuelStartError) return { kind: 'start', problems: err.problems };
  if (err instanceof RebuildError) return { kind: 'rebuild', message: err.message };
  return { kind: 'other', message: err instanceof Error ? (err.stack ?? err.message) : String(err) };
}
