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
import { currentAtk, currentDef } from '../../continuous.js';
import { parseScenario, type Expectation, type Scenario, type ScenarioLookup, type ScenarioStep } from './schema.js';
import { checkAbsentEvents, checkDeckTop, checkEventOrder, checkView } from './expectMore.js';
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

type Diff = Omit<ScenarioFailure, 'step' | 'command'>;

function nameOf(state: DuelState, id: number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  const card = state.cards[id];
  if (!card) return `#${id}?`;
  return state.catalog[card.passcode]?.name ?? `passcode ${card.passcode}`;
}

function names(state: DuelState, ids: readonly (number | null)[]): (string | null)[] {
  return ids.map((id) => nameOf(state, id));
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function padTo<T>(list: readonly (T | null)[], length: number): (T | null)[] {
  const out = list.slice();
  while (out.length < length) out.push(null);
  return out;
}

function optionMatches(option: Option, text: string): boolean {
  if (option.id === text) return true;
  const label = option.label.toLowerCase();
  const want = text.toLowerCase();
  return label.includes(want);
}

/** Compares a state with an expectation; one diff per field that differs. */
export function checkExpectation(state: DuelState, expect: Expectation, events: readonly DuelEvent[], engine: EngineLike): Diff[] {
  const diffs: Diff[] = [];
  const compare = (field: string, expected: unknown, actual: unknown): void => {
    if (!same(expected, actual)) diffs.push({ field, message: "differs", expected, actual });
  };
  const players = [0, 1] as const;

  if (expect.lp) compare('lp', expect.lp, [state.players[0].lp, state.players[1].lp]);
  if (expect.phase !== undefined) compare('phase', expect.phase, state.phase);
  if (expect.step !== undefined) compare('step', expect.step, state.step);
  if (expect.turn !== undefined) compare('turn', expect.turn, state.turn);
  if (expect.turnPlayer !== undefined) compare('turnPlayer', expect.turnPlayer, state.turnPlayer);
  if (expect.winner !== undefined) {
    const actual = state.result ? (state.result.winner ?? 'draw') : null;
    compare('winner', expect.winner, actual);
  }
  if (expect.reason !== undefined) compare('reason', expect.reason, state.result?.reason ?? null);
  if (expect.normalSummonUsed !== undefined) compare('normalSummonUsed', expect.normalSummonUsed, state.turnRecord.normalSummonUsed);

  for (const p of players) {
    const pl = state.players[p];
    const m = expect.monsters?.[p];
    if (m) compare(`monsters.${p}`, padTo(m, pl.monsters.length), names(state, pl.monsters));
    const st = expect.spellTraps?.[p];
    if (st) compare(`spellTraps.${p}`, padTo(st, pl.spellTraps.length), names(state, pl.spellTraps));
    const hand = expect.hand?.[p];
    if (hand) compare(`hand.${p}`, hand, names(state, pl.hand));
    const gy = expect.graveyard?.[p];
    if (gy) compare(`graveyard.${p}`, gy, names(state, pl.graveyard));
    const ban = expect.banished?.[p];
    if (ban) compare(`banished.${p}`, ban, names(state, pl.banished));
    const hc = expect.handCount?.[p];
    if (hc !== undefined) compare(`handCount.${p}`, hc, pl.hand.length);
    const mc = expect.monsterCount?.[p];
    if (mc !== undefined) {
      const controlled = [...pl.monsters, ...state.extraMonsterZones].filter((id) => id !== null && state.cards[id]!.controller === p).length;
      compare(`monsterCount.${p}`, mc, controlled);
    }
    const dc = expect.deckCount?.[p];
    if (dc !== undefined) compare(`deckCount.${p}`, dc, pl.deck.length);
    const gc = expect.graveyardCount?.[p];
    if (gc !== undefined) compare(`graveyardCount.${p}`, gc, pl.graveyard.length);
  }
  for (const p of players) {
    const fz = expect.fieldZone?.[p];
    if (fz !== undefined) compare(`fieldZone.${p}`, fz, nameOf(state, state.players[p].fieldZone));
  }
  if (expect.chain) compare('chain', expect.chain, state.chain.map((l) => nameOf(state, l.card)));
  if (expect.extraMonsterZones) {
    compare('extraMonsterZones', padTo(expect.extraMonsterZones, state.extraMonsterZones.length), names(state, state.extraMonsterZones));
  }

  for (const [i, check] of (expect.zones ?? []).entries()) {
    const field = `zones[${i}] (${check.zone}${check.player !== undefined && !check.zone.startsWith('em') ? ` of player ${check.player}` : ''})`;
    const index = Number(check.zone.replace(/^\D+/, '')) - 1;
    const id = check.zone === 'fz'
      ? state.players[check.player ?? 0].fieldZone
      : check.zone.startsWith('em')
      ? state.extraMonsterZones[index]
      : check.zone.startsWith('m')
        ? state.players[check.player ?? 0].monsters[index]
        : state.players[check.player ?? 0].spellTraps[index];
    const card = id === null || id === undefined ? undefined : state.cards[id];
    const expected: Record<string, unknown> = {};
    const actual: Record<string, unknown> = {};
    if (check.card !== undefined) {
      expected.card = check.card;
      actual.card = nameOf(state, id);
    }
    if (check.position !== undefined) {
      expected.position = check.position;
      actual.position = card?.position ?? null;
    }
    if (check.faceUp !== undefined) {
      expected.faceUp = check.faceUp;
      actual.faceUp = card?.faceUp ?? null;
    }
    if (check.atk !== undefined) {
      expected.atk = check.atk;
      actual.atk = id === null || id === undefined ? null : currentAtk(state, engine.ctx, id);
    }
    if (check.def !== undefined) {
      expected.def = check.def;
      actual.def = id === null || id === undefined ? null : currentDef(state, engine.ctx, id);
    }
    if (check.zone.startsWith('em') && check.player !== undefined) {
      expected.controller = check.player;
      actual.controller = card?.controller ?? null;
    }
    compare(field, expected, actual);
  }

  if (expect.pending !== undefined) {
    if (expect.pending === null) compare('pending', null, state.pending);
    else {
      const pending = state.pending;
      const expected: Record<string, unknown> = { kind: expect.pending.kind };
      const actual: Record<string, unknown> = { kind: pending?.kind ?? null };
      if (expect.pending.player !== undefined) {
        expected.player = expect.pending.player;
        actual.player = pending?.player ?? null;
      }
      if (expect.pending.count !== undefined) {
        expected.count = expect.pending.count;
        actual.count = pending?.kind === 'discard' ? pending.count : null;
      }
      compare('pending', expected, actual);
    }
  }

  if (expect.options) {
    const options = engine.legalActions(state);
    const listing = options.map((o) => `${o.id}: ${o.label}`);
    for (const want of expect.options.includes) {
      if (!options.some((o) => optionMatches(o, want))) {
        diffs.push({ field: 'options.includes', message: `no option matches "${want}"`, expected: want, actual: listing });
      }
    }
    for (const unwanted of expect.options.excludes) {
      const hits = options.filter((o) => optionMatches(o, unwanted));
      if (hits.length > 0) {
        diffs.push({
          field: 'options.excludes',
          message: `option "${unwanted}" should not be offered`,
          expected: `no option matching "${unwanted}"`,
          actual: hits.map((o) => `${o.id}: ${o.label}`),
        });
      }
    }
  }

  if (expect.events) diffs.push(...checkEventOrder(state, events, expect.events));
  if (expect.absent) diffs.push(...checkAbsentEvents(state, events, expect.absent.events));
  for (const p of players) {
    const top = expect.deckTop?.[p];
    if (top) diffs.push(...checkDeckTop(state, p, top));
    const v = expect.views?.[p];
    if (v) diffs.push(...checkView(state, engine.ctx, p, v, events));
  }
  return diffs;
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
