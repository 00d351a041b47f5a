/**
 * Export and import of saved sessions, and `rebuild`, an independent verifier of stored
 * rows: it runs the actions through the engine again and compares the state hash after
 * every step with the stored one (a mismatch is reported at its step, never hidden; an
 * action the engine refuses stops it there). The service itself does not call it: a
 * session is rebuilt once, when loaded, by DuelSession.restore, and replays are slices of
 * the session's steps (src/server/replayView.ts). The tests and the benchmarks use it to
 * check what the service wrote.
 */
import { shadowConfigFields } from '../shadow/duelConfigSchema.js';
import { z } from 'zod';
import type { Engine } from '../engine/index.js';
import type { Action, DuelConfig, DuelEvent, DuelResult, DuelState, PlayerId } from '../engine/types.js';
import type { Persona } from '../llm/persona.js';
import type { ModelCallRecord } from '../llm/types.js';
import { MESSAGE_KINDS, type SessionRow, type StoredAction, type StoredEvents, type StoredMessage, type StoredModelCall } from './store.js';
import { FORMAT_IDS } from '../engine/format.js';

// =======================================================================================
// Rebuilding

export interface HashMismatch {
  step: number;
  expected: string;
  actual: string;
}

export interface RebuildResult {
  /** Every stored hash matched and every action was accepted. */
  ok: boolean;
  /** The first step whose rebuilt hash differs from the stored one. */
  mismatch: HashMismatch | null;
  /** An action the engine refused (the rebuild stops before it). */
  failure: { step: number; reason: string } | null;
  /** The state after the last action that could be applied (or after `stopAt`). */
  state: DuelState | null;
  /** How many actions were applied. */
  applied: number;
  /** hashes[i]: rebuilt hash after i actions. */
  hashes: string[];
  /** events[i]: the events of step i (0: the opening), as the engine produced them now. */
  events: DuelEvent[][];
  /** states[i] when `keepStates` was asked for. */
  states?: DuelState[];
}

export interface RebuildOptions {
  /** Stop after this many actions. */
  stopAt?: number;
  keepStates?: boolean;
  /** Keep going after a hash mismatch (to report every step); default true. */
  continueOnMismatch?: boolean;
}

/**
 * Runs `actions` from `config` through the engine, comparing the hash after each step
 * with `startHash` (step 0) and each action's stored hash.
 */
export function rebuild(
  engine: Engine,
  config: DuelConfig,
  startHash: string | null,
  actions: readonly Pick<StoredAction, 'action' | 'stateHash'>[],
  options: RebuildOptions = {},
): RebuildResult {
  const out: RebuildResult = { ok: true, mismatch: null, failure: null, state: null, applied: 0, hashes: [], events: [] };
  if (options.keepStates) out.states = [];
  const created = engine.newDuel(config);
  if (!created.ok) {
    out.ok = false;
    out.failure = { step: 0, reason: `the duel cannot start: ${created.problems.join('; ')}` };
    return out;
  }
  let state = created.state;
  const note = (step: number, expected: string | null): boolean => {
    const actual = engine.hash(state);
    out.hashes.push(actual);
    out.states?.push(state);
    if (expected !== null && expected !== actual && !out.mismatch) {
      out.ok = false;
      out.mismatch = { step, expected, actual };
      return options.continueOnMismatch !== false;
    }
    return true;
  };
  out.events.push(created.events);
  out.state = state;
  if (!note(0, startHash)) return out;
  const stop = Math.min(options.stopAt ?? actions.length, actions.length);
  for (let i = 0; i < stop; i++) {
    const stored = actions[i]!;
    const r = engine.apply(state, stored.action);
    if (!r.ok) {
      out.ok = false;
      out.failure = { step: i + 1, reason: `action ${i + 1} (${stored.action.type}) is refused by the engine: ${r.rejection.message}` };
      return out;
    }
    state = r.state;
    out.state = state;
    out.applied = i + 1;
    out.events.push(r.events);
    if (!note(i + 1, stored.stateHash)) return out;
  }
  return out;
}

// =======================================================================================
// Export

export const EXPORT_KIND = 'duel-companion-session';
export const EXPORT_VERSION = 1;

export interface SessionExport {
  kind: typeof EXPORT_KIND;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  /** The engine version of the exporting program. */
  engineVersion: string;
  session: {
    id: string;
    createdAt: string;
    updatedAt: string;
    origin: string;
    parentId: string | null;
    forkStep: number | null;
    human: PlayerId;
    chainMode: 'auto' | 'manual';
    userName: string;
    /** The engine version that recorded the last step. */
    engineVersion: string;
    startHash: string;
    stateHash: string;
    actionCount: number;
    finished: boolean;
    result: DuelResult | null;
    opened: boolean;
    pendingChoices: string[];
  };
  config: DuelConfig;
  persona: Persona;
  actions: { step: number; action: Action; stateHash: string }[];
  events: { step: number; events: DuelEvent[]; engineVersion: string }[];
  messages: { seq: number; role: 'user' | 'bot'; kind: string; text: string; shared: string | null; step: number; createdAt: string }[];
  modelCalls: (ModelCallRecord & { seq: number })[];
}

/** What an export is made of: the session's stored rows. */
export interface ExportInput {
  row: SessionRow;
  actions: StoredAction[];
  events: StoredEvents[];
  messages: StoredMessage[];
  modelCalls: StoredModelCall[];
}

/** The export of a saved session; `engineVersion`: the exporting program's. */
export function exportSession(engineVersion: string, input: ExportInput, exportedAt: string): SessionExport {
  const { row } = input;
  return {
    kind: EXPORT_KIND,
    version: EXPORT_VERSION,
    exportedAt,
    engineVersion,
    session: {
      id: row.id,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      origin: row.origin,
      parentId: row.parentId,
      forkStep: row.forkStep,
      human: row.human,
      chainMode: row.chainMode,
      userName: row.userName,
      engineVersion: row.engineVersion,
      startHash: row.startHash,
      stateHash: row.stateHash,
      actionCount: row.actionCount,
      finished: row.finished,
      result: row.result,
      opened: row.opened,
      pendingChoices: row.pendingChoices,
    },
    config: row.config,
    persona: row.persona,
    actions: input.actions.map((a) => ({ step: a.step, action: a.action, stateHash: a.stateHash })),
    events: input.events.map((e) => ({ step: e.step, events: e.events, engineVersion: e.engineVersion })),
    messages: input.messages.map((m) => ({
      seq: m.seq,
      role: m.role,
      kind: m.kind,
      text: m.text,
      shared: m.shared,
      step: m.actions,
      createdAt: m.createdAt,
    })),
    modelCalls: input.modelCalls.map((c) => ({ ...c })),
  };
}

// =======================================================================================
// Import

const hash = z.string().regex(/^[0-9a-f]{16}$/, 'a 16-digit hex state hash');
const player = z.union([z.literal(0), z.literal(1)]);
const passcodes = z.array(z.number().int().min(0).max(0xffff_ffff)).max(200);
const text = z.string().max(100_000);

const personaSchema = z.object({
  name: z.string().min(1).max(200),
  description: text,
  personality: text,
  scenario: text,
  firstMessage: text,
  exampleMessages: text,
  systemPrompt: text,
  postHistoryInstructions: text,
  alternateGreetings: z.array(text).max(100),
  source: z.object({ spec: z.enum(['v1', 'v2', 'v3']), format: z.enum(['json', 'png']) }),
  extra: z.record(z.string(), z.unknown()),
});

export const sessionExportSchema = z.object({
  kind: z.literal(EXPORT_KIND),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string().max(100),
  engineVersion: z.string().max(100),
  session: z.object({
    id: z.string().max(200),
    createdAt: z.string().max(100),
    updatedAt: z.string().max(100),
    origin: z.string().max(40),
    parentId: z.string().max(200).nullable(),
    forkStep: z.number().int().nullable(),
    human: player,
    chainMode: z.enum(['auto', 'manual']),
    userName: z.string().min(1).max(40),
    engineVersion: z.string().max(100),
    startHash: hash,
    stateHash: hash,
    actionCount: z.number().int().min(0),
    finished: z.boolean(),
    result: z.object({ winner: player.nullable(), reason: z.enum(['lp', 'deck-out', 'surrender', 'both-lp', 'card-effect']) }).nullable(),
    opened: z.boolean(),
    pendingChoices: z.array(z.string().max(200)).max(500),
  }),
  config: z.object({
    format: z.enum(FORMAT_IDS),
    /** Absent from an unfinished duel's export: the seed is sealed (src/server/exportSeal.ts). */
    seed: z.string().min(1).max(200).optional(),
    decks: z.tuple([
      z.object({ main: passcodes, extra: passcodes }),
      z.object({ main: passcodes, extra: passcodes }),
    ]),
    firstPlayer: z.union([player, z.literal('coin')]).optional(),
    heldSeats: z.array(player).max(2).readonly().optional(),
    // A shadow duel's mages: an export without them could not be rebuilt.
    ...shadowConfigFields,
  }),
  persona: personaSchema,
  actions: z
    .array(z.object({ step: z.number().int().min(1), action: z.looseObject({ type: z.string().max(40), player }), stateHash: hash }))
    .max(20_000),
  events: z
    .array(z.object({ step: z.number().int().min(0), events: z.array(z.looseObject({ type: z.string(), n: z.number() })), engineVersion: z.string().max(100) }))
    .max(20_001),
  messages: z
    .array(
      z.object({
        seq: z.number().int().min(0),
        role: z.enum(['user', 'bot']),
        kind: z.enum(MESSAGE_KINDS),
        text: z.string().max(100_000),
        shared: z.string().max(100_000).nullable(),
        step: z.number().int().min(0),
        createdAt: z.string().max(100),
      }),
    )
    .max(50_000),
  modelCalls: z
    .array(
      z.object({
        seq: z.number().int().min(0),
        role: z.enum(['moves', 'interpret', 'narration', 'rules']),
        model: z.string().max(200),
        promptTokens: z.number().min(0),
        completionTokens: z.number().min(0),
        latencyMs: z.number().min(0),
        outcome: z.enum(['ok', 'ok-json-mode', 'repaired', 'timeout', 'http-error', 'invalid-json', 'schema-mismatch']),
        error: z.string().max(2000).optional(),
      }),
    )
    .max(50_000),
  /** sha256 of `seed:salt`, published when the duel started. */
  seedCommitment: z.string().max(100).nullable().optional(),
  seedChosenByUser: z.boolean().optional(),
  /** A finished duel's secrets, revealed: the salt of its commitment and, for a fork, the state it started from. */
  secret: z
    .object({ seed: z.string().max(200), salt: z.string().max(200).nullable(), seedChosenByUser: z.boolean(), base: z.looseObject({}).nullable() })
    .nullable()
    .optional(),
  /** An unfinished duel's secrets, encrypted by the service. */
  sealed: z.string().max(4_000_000).optional(),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'a 64-digit hex HMAC').optional(),
});

export type ParsedExport = z.infer<typeof sessionExportSchema>;

/** Checks that the parts of an export agree with each other (numbering, counts, final hash). */
export function exportConsistency(data: ParsedExport): string | null {
  const n = data.actions.length;
  if (data.session.actionCount !== n) return `session.actionCount is ${data.session.actionCount} but there are ${n} actions`;
  for (let i = 0; i < n; i++) if (data.actions[i]!.step !== i + 1) return `actions[${i}].step is ${data.actions[i]!.step}, expected ${i + 1}`;
  const last = n ? data.actions[n - 1]!.stateHash : data.session.startHash;
  if (last !== data.session.stateHash) return `session.stateHash ${data.session.stateHash} is not the hash after the last action (${last})`;
  for (let i = 0; i < data.messages.length; i++) {
    const m = data.messages[i]!;
    if (m.seq !== i) return `messages[${i}].seq is ${m.seq}, expected ${i}`;
    if (m.step > n) return `messages[${i}] is at step ${m.step}, past the last action (${n})`;
  }
  const steps = new Set<number>();
  for (const e of data.events) {
    if (e.step > n || steps.has(e.step)) return `events for step ${e.step} are out of range or repeated`;
    steps.add(e.step);
  }
  for (let i = 0; i < data.modelCalls.length; i++) if (data.modelCalls[i]!.seq !== i) return `modelCalls[${i}].seq is not ${i}`;
  return null;
}
