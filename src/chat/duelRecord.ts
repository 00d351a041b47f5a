/**
 * The duel a session plays, with its steps. Every option goes through `apply`, which is
 * where the engine hands back the new state and the events: the step is recorded there
 * (`{ action, events, stateHash }`), so nothing above has to re-apply actions to learn
 * what happened. `rebuild` is the one replay: it builds a saved duel again from its
 * config and actions, checking every stored state hash on the way.
 *
 * The states after each step are kept too (the engine's copy-on-write states share
 * everything they did not change), so a replay can show the board at any step.
 */
import type { Engine } from '../engine/index.js';
import { describeBatch, type EventLine } from '../engine/text/eventBatch.js';
import { describeEvents } from '../engine/text/eventText.js';
import { canRedeal, learn, NO_KNOWLEDGE, redeal, type BaseState, type Knowledge } from '../engine/redeal.js';
import { clientEvents, viewEvents, type DuelView } from '../engine/view.js';
import { toViewAction } from '../engine/viewIds.js';
import type { Action, DuelConfig, DuelEvent, DuelState, PlayerId, Rejection } from '../engine/types.js';
import type { SessionStep } from './types.js';

/** The duel cannot start from its config (a bad deck, an unknown card...). */
export class DuelStartError extends Error {
  constructor(readonly problems: string[]) {
    super(`cannot start the duel: ${problems.join('; ')}`);
    this.name = 'DuelStartError';
  }
}

/** A saved duel does not rebuild: an action is refused, or a state hash differs from the stored one. */
export class RebuildError extends Error {
  constructor(
    message: string,
    /** The step where it went wrong (0: the opening). */
    readonly step: number,
    readonly expected: string | null = null,
    readonly actual: string | null = null,
  ) {
    super(message);
    this.name = 'RebuildError';
  }
}

/** A stored step: its action and, when known, the state hash recorded after it. */
export interface StoredStep {
  action: Action;
  stateHash?: string | undefined;
}

/**
 * A step whose state hash is computed when first asked for: a session that is never
 * saved (the terminal chat, the benchmarks) does not pay for hashing every step.
 */
class RecordedStep implements SessionStep {
  private hash: string | undefined;
  constructor(
    readonly action: Action,
    readonly events: DuelEvent[],
    private readonly state: DuelState,
    private readonly engine: Engine,
  ) {}

  get stateHash(): string {
    this.hash ??= this.engine.hash(this.state);
    return this.hash;
  }
}

export type ApplyResult = { ok: true; lines: EventLine[] } | { ok: false; rejection: Rejection };

export class DuelRecord {
  readonly startHash: string;
  readonly openingEvents: DuelEvent[];
  /** The opening's lines as the human sees them. */
  readonly opening: EventLine[];
  /** Every applied option, in order: with the config, the whole duel. */
  readonly steps: SessionStep[] = [];
  /** Every event line so far, for the bot's "recent events" and the replies' facts. */
  readonly log: EventLine[] = [];
  /** states[i]: the state after i steps. */
  private readonly states: DuelState[];

  /** What the human knew at step 0 beyond that state (a record from a base state); null: a new duel. */
  private readonly baseKnowledge: Knowledge | null;

  /** A new duel from `config`, or, given `base`, the duel from that state on (a fork dealt again: `config` names its decks and seed). */
  constructor(
    private readonly engine: Engine,
    readonly config: DuelConfig,
    readonly human: PlayerId,
    readonly base: BaseState | null = null,
  ) {
    const created = base ? { ok: true as const, state: base.state, events: [] } : engine.newDuel(config);
    if (!created.ok) throw new DuelStartError(created.problems);
    this.baseKnowledge = base ? base.knowledge : null;
    this.states = [created.state];
    this.startHash = engine.hash(created.state);
    this.openingEvents = created.events;
    this.opening = describeBatch(created.state, created.events, human);
    this.log.push(...this.opening);
  }

  /**
   * Builds a saved duel again: the opening's hash is checked against `startHash` and
   * every step's against its stored hash (when given); `finalHash`, when given, against
   * the state after the last step.
   */
  static rebuild(
    engine: Engine,
    config: DuelConfig,
    human: PlayerId,
    stored: readonly StoredStep[],
    hashes: { startHash?: string | null; finalHash?: string | null } = {},
    base: BaseState | null = null,
  ): DuelRecord {
    const record = new DuelRecord(engine, config, human, base);
    if (hashes.startHash && hashes.startHash !== record.startHash) {
      throw new RebuildError(`snapshot replay gives state ${record.startHash} at the start, the snapshot says ${hashes.startHash}`, 0, hashes.startHash, record.startHash);
    }
    stored.forEach((s, i) => {
      const r = record.apply(s.action);
      if (!r.ok) throw new RebuildError(`snapshot action ${i + 1} (${s.action.type}) is refused by the engine: ${r.rejection.message}`, i + 1);
      const actual = record.hash;
      if (s.stateHash !== undefined && s.stateHash !== actual) {
        throw new RebuildError(`snapshot replay gives state ${actual} after step ${i + 1}, the snapshot says ${s.stateHash}`, i + 1, s.stateHash, actual);
      }
    });
    if (hashes.finalHash && hashes.finalHash !== record.hash) {
      throw new RebuildError(`snapshot replay gives state ${record.hash}, the snapshot says ${hashes.finalHash}`, stored.length, hashes.finalHash, record.hash);
    }
    return record;
  }

  get state(): DuelState {
    return this.states[this.states.length - 1]!;
  }

  /** The state hash now (recorded with the last step, not computed again). */
  get hash(): string {
    return this.steps.length ? this.steps[this.steps.length - 1]!.stateHash : this.startHash;
  }

  /** The engine applies the action (its check is the only one); the step is recorded with its events and hash. */
  apply(action: Action): ApplyResult {
    const r = this.engine.apply(this.state, action);
    if (!r.ok) return { ok: false, rejection: r.rejection };
    this.states.push(r.state);
    this.steps.push(new RecordedStep(action, r.events, r.state, this.engine));
    const lines = describeBatch(r.state, r.events, this.human);
    this.log.push(...lines);
    return { ok: true, lines };
  }

  /**
   * Records a move the engine has already made on the current state (a plan tries each
   * step itself, see understand/plan.ts): the engine's own result is kept, not applied again.
   */
  adopt(action: Action, before: DuelState, after: DuelState, events: DuelEvent[]): EventLine[] {
    if (before !== this.state) throw new Error('a move made on another state than the duel now cannot be recorded');
    this.states.push(after);
    this.steps.push(new RecordedStep(action, events, after, this.engine));
    const lines = describeBatch(after, events, this.human);
    this.log.push(...lines);
    return lines;
  }

  /** What the human saw happen after the first `steps` steps, line by line (the last `limit` lines). */
  linesSince(steps: number, limit = 8): string[] {
    const lines: string[] = [];
    for (let step = Math.max(0, steps) + 1; step <= this.steps.length; step++) lines.push(...this.seenAt(step).lines);
    return lines.slice(-limit);
  }

  /** What the human has seen up to `step` (for dealing again what they could not know, see engine/redeal.ts). */
  knowledgeAt(step: number): Knowledge {
    let known = this.baseKnowledge ?? learn(NO_KNOWLEDGE, this.states[0]!, this.openingEvents, this.human);
    for (let i = 1; i <= step && i < this.states.length; i++) known = learn(known, this.states[i]!, this.steps[i - 1]!.events, this.human);
    return known;
  }

  /** Whether the state after `step` can be dealt again (not in the middle of an effect, engine/redeal.ts). */
  canDealAt(step: number): boolean {
    const state = this.states[step];
    return state !== undefined && canRedeal(state);
  }

  /**
   * The state after `step` with everything the human could not know dealt again from
   * `seed`, with what they knew there and its hash: where a fork of a running duel starts.
   * 'mid-effect' when it cannot be dealt (see canDealAt); null past the end.
   */
  dealtAgainAt(step: number, seed: string): { base: BaseState; startHash: string } | 'mid-effect' | null {
    const state = this.states[step];
    if (!state) return null;
    if (!canRedeal(state)) return 'mid-effect';
    const knowledge = this.knowledgeAt(step);
    const dealt = redeal(state, this.human, seed, knowledge);
    return { base: { state: dealt, knowledge }, startHash: this.engine.hash(dealt) };
  }

  /** The state after `step` steps (0: the opening), or undefined past the end. */
  stateAt(step: number): DuelState | undefined {
    return this.states[step];
  }

  /** `viewer`'s view after `step` steps, with the state hash there; null past the end. */
  viewAt(step: number, viewer: PlayerId): { view: DuelView; stateHash: string } | null {
    const s = this.states[step];
    if (!s) return null;
    return { view: this.engine.view(s, viewer), stateHash: step === 0 ? this.startHash : this.steps[step - 1]!.stateHash };
  }

  /**
   * The events of `step` (0: the opening) as the human's client may be given them (cards
   * hidden from the human by opaque id), with their lines. `stored`: the events as the
   * database holds them, shown instead of this run's own (a replay shows what was recorded).
   */
  seenAt(step: number, stored?: readonly DuelEvent[]): { events: DuelEvent[]; lines: string[] } {
    const raw = stored ?? (step === 0 ? this.openingEvents : (this.steps[step - 1]?.events ?? []));
    const state = this.states[step];
    if (!state) return { events: [], lines: [] };
    return seenFrom(state, raw, this.human);
  }

  /**
   * `action` (the one taken at `step`) as the human may see it: cards hidden from them
   * after the step named by opaque id. Past the end (no state names the cards) only the
   * human's own actions are shown; null otherwise.
   */
  shownAction(step: number, action: Action): Action | null {
    const state = this.states[step];
    if (state) return toViewAction(state, action, this.human, state.eventCount);
    return action.player === this.human ? action : null;
  }
}

/**
 * Events as the human's client may be given them, with their lines: the events hidden by
 * `after` (the state right after them) named by opaque id, the lines written from
 * `viewEvents`, whose instance ids the renderers look cards up by.
 */
export function seenFrom(after: DuelState, raw: readonly DuelEvent[], human: PlayerId): { events: DuelEvent[]; lines: string[] } {
  let lines: string[] = [];
  try {
    lines = describeEvents(after, viewEvents(raw, human), human);
  } catch {
    // An event the text renderer does not know (a newer or older engine's): the step is still shown, without lines.
    lines = [];
  }
  return { events: clientEvents(after, raw, human), lines };
}

/** Applies `option` to `record` as a reply shows it: its lines added to `stretch` and yielded as events, or the engine's refusal with its rule (false). */
export function* applyToRecord(record: DuelRecord, option: { action: Action }, stretch: EventLine[]): Generator<{ type: 'error'; code: string; message: string } | { type: 'event'; event: EventLine['event']; text: string | null }, boolean> {
  const r = record.apply(option.action);
  if (!r.ok) {
    // Nothing changes; the engine says why, with its rule.
    yield { type: 'error', code: 'ENGINE_REFUSED', message: `${r.rejection.message} (rule ${r.rejection.rule})` };
    return false;
  }
  stretch.push(...r.lines);
  for (const l of r.lines) yield { type: 'event', event: l.event, text: l.text };
  return true;
}
