/**
 * Saved duels across engine changes. A session keeps the engine version that recorded it
 * (the state carries it, so it is part of every state hash). When this program's engine
 * is newer, the session is rebuilt by today's rules stamped with the old version: if
 * every stored hash comes out again, the new engine plays that duel exactly as the old
 * one did, so it is marked verified and plays on. If not, the first step where today's
 * engine reaches another state is kept, and the session opens read-only as a replay of
 * its stored event log, saying so.
 */
import { DuelRecord, seenFrom } from '../chat/duelRecord.js';
import type { Engine } from '../engine/index.js';
import type { Action, DuelEvent, DuelState, PlayerId } from '../engine/types.js';
import type { DuelView } from '../engine/view.js';
import type { LoadedSession } from '../store/store.js';
import { conflict, type ApiError } from './errors.js';
import { Lru } from './lru.js';
import { buildReplay, type ReplayInput, type ReplayReport, type ReplaySource } from './replayView.js';

/** What the service says about a saved session's engine, in the API and on the page. */
export interface EngineVerdict {
  /** The engine version that recorded the session. */
  engineVersion: string;
  /** Today's engine gives every stored state hash again. */
  verified: boolean;
  /** Opened as a replay of its stored events only: no more moves. */
  replayOnly: boolean;
  /** For people: which engine recorded it and what today's engine made of it; null for a session of today's engine. */
  note: string | null;
}

/** Where today's engine leaves an old recording. */
export interface Divergence {
  /** The first step (0: the opening) whose state differs, or whose action is refused. */
  step: number;
  expected: string | null;
  actual: string | null;
  /** The action of `step` is refused (rather than reaching another state). */
  refused: boolean;
}

export function verifiedVerdict(recorded: string, current: string): EngineVerdict {
  if (recorded === current) return { engineVersion: recorded, verified: true, replayOnly: false, note: null };
  return {
    engineVersion: recorded,
    verified: true,
    replayOnly: false,
    note: `Recorded by engine ${recorded}; engine ${current} re-verified it hash for hash (every step reaches the recorded state), so it plays on.`,
  };
}

export function replayOnlyVerdict(recorded: string, current: string, at: Divergence): EngineVerdict {
  const what = at.refused ? `refuses the action of step ${at.step}` : `reaches a different state at step ${at.step}`;
  return {
    engineVersion: recorded,
    verified: false,
    replayOnly: true,
    note: `Recorded by engine ${recorded}; this engine (${current}) ${what}, so it is shown as recorded: a replay of its stored events, with no more moves.`,
  };
}

export const replayOnlyError = (id: string, verdict: EngineVerdict): ApiError =>
  conflict('REPLAY_ONLY', `Session ${id} can only be replayed. ${verdict.note ?? ''}`.trim(), { engineVersion: verdict.engineVersion });

/**
 * Today's engine over a saved duel, as far as it agrees with the recording: every step
 * before the divergence (whose states match the recorded ones hash for hash).
 */
export function rebuildUntilDivergence(engine: Engine, loaded: LoadedSession): { record: DuelRecord; divergence: Divergence | null } {
  const { row } = loaded;
  const record = new DuelRecord(engine, row.config, row.human);
  if (record.startHash !== row.startHash) return { record, divergence: { step: 0, expected: row.startHash, actual: record.startHash, refused: false } };
  for (const [i, stored] of loaded.actions.entries()) {
    const step = i + 1;
    // A step that differs is not kept: the record holds only states the recording agrees with.
    const trial = engine.apply(record.state, stored.action);
    if (!trial.ok) return { record, divergence: { step, expected: stored.stateHash, actual: null, refused: true } };
    const actual = engine.hash(trial.state);
    if (actual !== stored.stateHash) return { record, divergence: { step, expected: stored.stateHash, actual, refused: false } };
    record.adopt(stored.action, record.state, trial.state, trial.events);
  }
  return { record, divergence: null };
}

/**
 * A state in which only what the human could know for sure is visible: their own cards,
 * and the opponent's cards that were public when the two engines last agreed (in a
 * Graveyard, face-up). Past the divergence the real state is unknown, so the stored
 * events are written against this one: an opponent's card that was hidden stays unnamed.
 */
function guardedState(last: DuelState, human: PlayerId): DuelState {
  const cards = last.cards.map((card) => {
    if (card.owner === human) return card;
    const hiddenPlace = card.location === 'deck' || card.location === 'hand' || card.location === 'extra' || card.location === 'gone';
    const publicCard = card.location === 'graveyard' || (!hiddenPlace && card.faceUp);
    return publicCard ? card : { ...card, location: 'deck' as const };
  });
  return { ...last, cards } as DuelState;
}

/** The replay source of a read-only session: the agreeing states, then the stored events alone. */
class RecordedSource implements ReplaySource {
  private readonly guarded: DuelState;
  constructor(
    private readonly record: DuelRecord,
    private readonly human: PlayerId,
  ) {
    this.guarded = guardedState(record.state, human);
  }

  get startHash(): string {
    return this.record.startHash;
  }

  get steps(): readonly { action: Action; stateHash: string }[] {
    return this.record.steps;
  }

  seenAt(step: number, stored?: readonly DuelEvent[]): { events: DuelEvent[]; lines: string[] } {
    if (step <= this.record.steps.length) return this.record.seenAt(step, stored);
    return seenFrom(this.guarded, stored ?? [], this.human);
  }

  shownAction(step: number, action: Action): Action | null {
    return this.record.shownAction(step, action);
  }

  viewAt(step: number): { view: DuelView; stateHash: string } | null {
    return this.record.viewAt(step, this.human);
  }
}

/** The replay of a read-only session: the stored events of every step, boards up to the divergence. */
export function recordedReplay(
  input: ReplayInput,
  engine: Engine,
  rebuilt: { record: DuelRecord; divergence: Divergence },
  verdict: EngineVerdict,
  atStep?: number,
): ReplayReport & { note: string | null } {
  const source = new RecordedSource(rebuilt.record, input.row.human);
  const report = buildReplay(input, source, atStep !== undefined ? { atStep } : {});
  const d = rebuilt.divergence;
  return {
    ...report,
    verified: false,
    mismatch: d.refused ? null : { step: d.step, expected: d.expected ?? '', actual: d.actual ?? '' },
    failure: d.refused ? { step: d.step, reason: verdict.note ?? 'refused' } : null,
    note: verdict.note,
  };
}

/**
 * What the service knows of each session's engine: an engine per recorded version (today's
 * rules, stamped with that version), the verdict of each session rebuilt so far, and the
 * read-only replays (with the states the two engines agree on) of those that diverge.
 */
export class EngineVersions {
  private readonly engines = new Map<string, Engine>();
  private readonly verdicts = new Map<string, EngineVerdict>();
  private readonly readOnly: Lru<string, { verdict: EngineVerdict; engine: Engine; rebuilt: { record: DuelRecord; divergence: Divergence } }>;

  constructor(
    private readonly current: Engine,
    private readonly make: (version: string) => Engine,
    capacity: number,
  ) {
    this.readOnly = new Lru(capacity);
  }

  /** The engine that rebuilds a session recorded by `version`. */
  engineAt(version: string): Engine {
    if (version === this.current.ctx.engineVersion) return this.current;
    let engine = this.engines.get(version);
    if (!engine) {
      engine = this.make(version);
      this.engines.set(version, engine);
    }
    return engine;
  }

  /** A session rebuilt with every stored hash. */
  verified(loaded: LoadedSession): void {
    this.verdicts.set(loaded.row.id, verifiedVerdict(loaded.row.engineVersion, this.current.ctx.engineVersion));
  }

  /**
   * A session of an older engine that did not rebuild: the read-only replay's verdict, or
   * null when today's engine agrees with every step (the fault is elsewhere: a broken row).
   */
  diverged(loaded: LoadedSession): EngineVerdict | null {
    const recorded = loaded.row.engineVersion;
    if (recorded === this.current.ctx.engineVersion) return null;
    const engine = this.engineAt(recorded);
    const rebuilt = rebuildUntilDivergence(engine, loaded);
    if (!rebuilt.divergence) return null;
    const verdict = replayOnlyVerdict(recorded, this.current.ctx.engineVersion, rebuilt.divergence);
    this.verdicts.set(loaded.row.id, verdict);
    this.readOnly.set(loaded.row.id, { verdict, engine, rebuilt: { record: rebuilt.record, divergence: rebuilt.divergence } });
    return verdict;
  }

  verdict(id: string): EngineVerdict | undefined {
    return this.verdicts.get(id);
  }

  /** The read-only replay data of a session, when it is one (and still in memory). */
  replayOnly(id: string): { verdict: EngineVerdict; engine: Engine; rebuilt: { record: DuelRecord; divergence: Divergence } } | undefined {
    return this.readOnly.get(id);
  }

  forget(id: string): void {
    this.verdicts.delete(id);
    this.readOnly.delete(id);
  }
}
