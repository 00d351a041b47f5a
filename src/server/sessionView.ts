/**
 * What is read off a live session: where it stands as a response shows it, its history,
 * and the turn record of what a reply added since the last commit. Used by the manager on
 * the main thread and by the session workers (pool/sessionHost.ts), so both answer alike.
 */
import type { DuelSession } from '../chat/session.js';
import { seenOfPlayer } from '../match/side.js';
import type { StepRecord, TurnRecord } from '../store/store.js';
import type { Before } from './sessionTypes.js';

/** Where a session stands, as a response shows it. */
export function stateOf(session: DuelSession) {
  return {
    step: session.steps.length,
    stateHash: session.stateHash(),
    /** What a message or click sends back as `decision`, so an overtaken one is refused instead of applied. */
    decision: session.decision(),
    finished: session.state.result !== null,
    result: session.state.result,
    /** The bot's level now (chat can change it). */
    level: session.level,
    view: session.view(),
    options: session.legalOptions(),
  };
}

export type SessionStateView = ReturnType<typeof stateOf>;

export function historyOf(session: DuelSession): { role: string; kind: string; text: string; step: number }[] {
  return session.history.map((h) => ({ role: h.role, kind: h.kind, text: h.text, step: h.actions }));
}

/** How far the session is now: what the store holds once this turn is committed. */
export function standingOf(session: DuelSession): Before {
  return { actions: session.steps.length, messages: session.history.length, calls: session.modelCalls.length };
}

/** What a reply added: a slice of the session's own steps, messages and model calls. */
export function turnOf(session: DuelSession, before: Before): TurnRecord {
  const steps: StepRecord[] = session.steps.slice(before.actions).map((s) => ({ action: s.action, stateHash: s.stateHash, events: s.events }));
  const standing = session.standing;
  return {
    steps,
    messages: session.history.slice(before.messages),
    modelCalls: session.modelCalls.slice(before.calls),
    opened: standing.opened,
    pendingChoices: standing.pendingChoices,
    result: session.state.result,
    engineVersion: session.state.engineVersion,
  };
}

function prefersSecond(s: DuelSession): boolean {
  const ext = (s.persona.extra?.extensions as Record<string, unknown> | undefined)?.duel_companion as Record<string, unknown> | undefined;
  return ext?.prefers_to_go_second === true;
}

/**
 * The reads a route makes of a live session, by name: a session living in a worker thread
 * answers them there (only their plain-data answer crosses the thread), one in this
 * process answers them here.
 */
export const sessionQueries = {
  /** A new fork's or import's first state. */
  state: (s: DuelSession) => stateOf(s),
  /** GET /sessions/:id: where it stands and what was said. */
  detail: (s: DuelSession) => ({ ...stateOf(s), history: historyOf(s) }),
  /** A Match's current Duel: how it ended, and which seat the human had. */
  result: (s: DuelSession) => ({ result: s.state.result, human: s.human }),
  /** A Match's next Duel: what the human saw of the bot's deck, the bot's level, whether its persona likes to go second. */
  matchPrev: (s: DuelSession) => ({ seen: seenOfPlayer(s.state, s.human, s.bot), level: s.level, prefersSecond: prefersSecond(s) }),
};

export type SessionQuery = keyof typeof sessionQueries;
export type QueryAnswer<Q extends SessionQuery> = ReturnType<(typeof sessionQueries)[Q]>;
