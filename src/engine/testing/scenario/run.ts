/**
 * Plays a scenario: builds its board, feeds each step's command through the command
 * grammar and the engine, and compares the state after the step with what the step
 * expects. Every mismatch becomes a failure with the field, the expected and the actual
 * value, so a failing scenario reads as a diff.
 *
 * A step whose command is refused fails unless it expects that refusal code; a step
 * that expects a refusal fails if the command is accepted. A command that cannot be
 * played as written (refused unexpectedly, accepted unexpectedly, not understood) stops
 * the run: the later steps would start from the wrong position.
 */
import { parseCommand } from '../../text/grammar.js';
import type { Engine } from '../../index.js';
import type { Action, DuelEvent, DuelState, Option, PlayerId, Rejection } from '../../types.js';
import { buildBoard } from './board.js';
import { parseScenario, type Expectation, type Scenario, type ScenarioLookup, type ScenarioStep } from './schema.js';
import { checkExpectation, type Diff } from './expectation.js';
export { checkExpectation } from './expectation.js';
import { apply, checkAction, legalActions } from '../../actions.js';
import { stateHash } from '../../hash.js';
import { makeContext } from '../../context.js';

export interface ScenarioFailure {
  /** 1-based step number; 0 for the scenario file itself or its board. */
  step: number;
  /** The step's command (or option id), when it has one. */
  command?: string;
  /** The expectation field that differs, e.g. `lp` or `monsters.1`. */
  field?: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
}

export interface ScenarioResult {
  ok: boolean;
  name: string;
  /** The file did not validate; `failures` hold the field paths. */
  malformed: boolean;
  failures: ScenarioFailure[];
  stepsRun: number;
  /** The state after the last step that was played (absent when malformed). */
  state?: DuelState;
}

type EngineLike = Pick<Engine, 'ctx' | 'apply' | 'legalActions' | 'check'>;

/** Runs a scenario; `input` may be the raw JSON value or an already parsed Scenario. */
export function runScenario(input: unknown, engine: EngineLike, lookup: ScenarioLookup): ScenarioResult {
  const parsed = parseScenario(input, lookup);
  const rawName = typeof input === 'object' && input !== null && typeof (input as { name?: unknown }).name === 'string' ? (input as { name: string }).name : '(unnamed)';
  if (!parsed.ok) {
    return {
      ok: false,
      name: rawName,
      malformed: true,
      stepsRun: 0,
      failures: parsed.errors.map((message) => ({ step: 0, message })),
    };
  }
  const scenario = parsed.scenario;
  if (scenario.askSingleOptions) engine = askingEngine(engine);
  let state: DuelState;
  try {
    state = buildBoard(scenario, lookup, engine.ctx).state;
  } catch (err) {
    return {
      ok: false,
      name: scenario.name,
      malformed: true,
      stepsRun: 0,
      failures: [{ step: 0, message: `cannot build the board: ${(err as Error).message}` }],
    };
  }
  const failures: ScenarioFailure[] = [];
  const played: { action: Action; hash: string; step: number }[] = [];
  let stepsRun = 0;
  for (const [index, step] of scenario.steps.entries()) {
    const n = index + 1;
    const label = step.command ?? (step.option !== undefined ? `option ${step.option}` : undefined);
    const outcome = playStep(state, step, engine);
    stepsRun = n;
    const stepFailures: ScenarioFailure[] = [];
    const fail = (f: Omit<ScenarioFailure, 'step' | 'command'>): void => {
      stepFailures.push({ step: n, ...(label !== undefined ? { command: label } : {}), ...f });
    };
    if (outcome.kind === 'accepted') {
      played.push({ action: outcome.action, hash: stateHash(outcome.state), step: n });
      state = outcome.state;
    }
    const stop = judgeOutcome(step, outcome, fail);
    if (!stop && step.expect) {
      for (const diff of checkExpectation(state, step.expect, outcome.kind === 'accepted' ? outcome.events : [], engine)) fail(diff);
    }
    failures.push(...stepFailures);
    if (stop) {
      const rest = scenario.steps.length - n;
      if (rest > 0) failures.push({ step: n, message: `stopped here; ${rest} later step${rest === 1 ? ' was' : 's were'} not played` });
      break;
    }
  }
  if (scenario.replayCheck && failures.length === 0) failures.push(...replayFailures(scenario, engine, lookup, played));
  return { ok: failures.length === 0, name: scenario.name, malformed: false, failures, stepsRun, state };
}

/** Failures of a step's outcome against what the step expected (accepted, refused with a code, not understood); true when the run must stop. */
function judgeOutcome(step: ScenarioStep, outcome: StepOutcome, fail: (f: Diff) => void): boolean {
  let stop = false;
  switch (outcome.kind) {
    case 'none':
      break;
    case 'not-understood':
      if (!step.expectNotUnderstood) {
        fail({ message: outcome.message });
        stop = true;
      }
      break;
    case 'accepted':
      if (step.expectRejection !== undefined || step.expectNotUnderstood) {
        fail({
          field: 'expectRejection',
          message: `expected the command to be ${step.expectNotUnderstood ? 'not understood' : `refused with ${step.expectRejection}`}, but it was accepted (${outcome.option})`,
          expected: step.expectRejection ?? 'not understood',
          actual: 'accepted',
        });
        stop = true;
      }
      break;
    case 'refused': {
      const r = outcome.rejection;
      if (step.expectNotUnderstood) {
        fail({ field: 'expectNotUnderstood', message: `the command was understood and refused: ${r.code}: ${r.message}`, expected: 'not understood', actual: r.code });
      } else if (step.expectRejection === undefined) {
        fail({
          field: 'expectRejection',
          message: `the command was refused: ${r.code} (${r.rule}): ${r.message}`,
          expected: 'accepted',
          actual: r.code,
        });
        stop = true;
      } else if (step.expectRejection !== r.code) {
        fail({
          field: 'expectRejection',
          message: `refused with the wrong code (${r.rule}): ${r.message}`,
          expected: step.expectRejection,
          actual: r.code,
        });
      } else {
        for (const part of step.expect?.messageIncludes ?? []) {
          if (!r.message.toLowerCase().includes(part.toLowerCase())) {
            fail({ field: 'messageIncludes', message: 'the refusal message lacks the expected words', expected: part, actual: r.message });
          }
        }
      }
      break;
    }
  }
  return stop;
}

/** The same engine, except that decisions with a single option wait for a step instead of being taken. */
function askingEngine(engine: EngineLike): EngineLike {
  // Its own caches: the memos of the context it was made from belong to that context's way of settling.
  const { caches: _caches, ...rest } = engine.ctx;
  const ctx = makeContext({ ...rest, askSingleOptions: true });
  return { ctx, apply: (s, a) => apply(s, ctx, a), legalActions: (s) => legalActions(s, ctx), check: (s, a) => checkAction(s, ctx, a) };
}

/** Replays the accepted actions from a freshly built board: every step must give the same state hash. */
function replayFailures(scenario: Scenario, engine: EngineLike, lookup: ScenarioLookup, played: readonly { action: Action; hash: string; step: number }[]): ScenarioFailure[] {
  let state = buildBoard(scenario, lookup, engine.ctx).state;
  for (const p of played) {
    const result = engine.apply(state, p.action);
    if (!result.ok) return [{ step: p.step, field: 'replayCheck', message: `replaying the action was refused: ${result.rejection.code}`, expected: 'accepted', actual: result.rejection.code }];
    state = result.state;
    const hash = stateHash(state);
    if (hash !== p.hash) return [{ step: p.step, field: 'replayCheck', message: 'replaying the actions from the start gives a different state', expected: p.hash, actual: hash }];
  }
  return [];
}

type StepOutcome =
  | { kind: 'none' }
  | { kind: 'accepted'; state: DuelState; events: DuelEvent[]; option: string; action: Action }
  | { kind: 'refused'; rejection: Rejection }
  | { kind: 'not-understood'; message: string };

function playStep(state: DuelState, step: ScenarioStep, engine: EngineLike): StepOutcome {
  if (step.player === undefined) return { kind: 'none' };
  const player: PlayerId = step.player;
  let action: Action;
  let described: string;
  if (step.command !== undefined) {
    const parsed = parseCommand(state, player, step.command, engine.ctx);
    switch (parsed.kind) {
      case 'option':
        action = parsed.option.action;
        described = `${parsed.option.id}: ${parsed.option.label}`;
        break;
      case 'rejected':
        return { kind: 'refused', rejection: parsed.rejection };
      case 'ambiguous':
        return {
          kind: 'not-understood',
          message: `the command is ambiguous; it could mean: ${parsed.options.map((o: Option) => `${o.label} [${o.id}]`).join('; ')}`,
        };
      case 'unknown':
        return {
          kind: 'not-understood',
          message: `the command was not understood: ${parsed.message}${parsed.suggestions.length ? ` (suggestions: ${parsed.suggestions.map((o: Option) => o.label).join('; ')})` : ''}`,
        };
      default:
        return { kind: 'not-understood', message: `the command grammar gave an unexpected answer: ${JSON.stringify(parsed)}` };
    }
  } else if (step.option !== undefined) {
    const options = engine.legalActions(state);
    const wanted = step.option.toLowerCase();
    const found = options.find((o) => o.id === step.option) ?? options.find((o) => o.label.toLowerCase() === wanted);
    if (!found) {
      return {
        kind: 'not-understood',
        message: `no option "${step.option}" now; the options are: ${options.map((o) => o.id).join(', ') || '(none)'}`,
      };
    }
    action = found.action.player === player ? found.action : ({ ...found.action, player } as Action);
    described = `${found.id}: ${found.label}`;
  } else {
    return { kind: 'none' };
  }
  const result = engine.apply(state, action);
  if (!result.ok) return { kind: 'refused', rejection: result.rejection };
  return { kind: 'accepted', state: result.state, events: result.events, option: described, action };
}


function show(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.length > 6 && value.every((v) => typeof v === 'string')) {
    return `\n${(value as string[]).map((v) => `        - ${v}`).join('\n')}`;
  }
  return JSON.stringify(value);
}

/** A readable report: one block per failing step, expected vs actual per field. */
export function formatFailures(result: Pick<ScenarioResult, 'failures' | 'malformed'>): string {
  const lines: string[] = [];
  let lastStep = -1;
  for (const f of result.failures) {
    if (f.step !== lastStep) {
      lastStep = f.step;
      lines.push(f.step === 0 ? (result.malformed ? '  malformed scenario:' : '  board:') : `  step ${f.step}${f.command !== undefined ? ` "${f.command}"` : ''}:`);
    }
    lines.push(`    ${f.field ? `${f.field}: ` : ''}${f.message}`);
    if (f.expected !== undefined || f.actual !== undefined) {
      lines.push(`      expected: ${show(f.expected)}`);
      lines.push(`      actual:   ${show(f.actual)}`);
    }
  }
  return lines.join('\n');
}

export type { Scenario };
