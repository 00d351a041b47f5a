/**
 * A DuelSession saved as data: its config, its steps (each action with the state hash
 * after it), the chat history and model calls. The type is what the schema parses to.
 *
 * Version 2 stores each step's hash so a restore checks the whole chain; version 1
 * (actions and the final hash only) still restores, checked against the final hash.
 */
import { z } from 'zod';
import type { Action, DuelConfig } from '../engine/types.js';
import type { Persona } from '../llm/persona.js';
import { CHAT_ENTRY_KINDS } from './types.js';
import { FORMAT_IDS } from '../engine/format.js';
import { PLAY_LEVELS } from '../bot/levels.js';
import { shadowConfigFields } from '../shadow/duelConfigSchema.js';

export const SNAPSHOT_VERSION = 2;

const player = z.union([z.literal(0), z.literal(1)]);
const deckSchema = z.object({ main: z.array(z.number().int()).readonly(), extra: z.array(z.number().int()).readonly() });

const configSchema = z.object({
  format: z.enum(FORMAT_IDS),
  seed: z.string(),
  decks: z.tuple([deckSchema, deckSchema]),
  firstPlayer: z.union([player, z.literal('coin')]).optional(),
  heldSeats: z.array(player).max(2).readonly().optional(),
  ...shadowConfigFields,
}) satisfies z.ZodType<DuelConfig>;

/** An action as stored: the engine checks the rest when it is applied again. */
const actionSchema = z.custom<Action>(
  (v) => typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string' && [0, 1].includes((v as { player?: unknown }).player as number),
  'an action needs a type and a player (0 or 1)',
);

const personaSchema = z.custom<Persona>(
  (v) => typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string',
  'a persona needs a name',
);

const entrySchema = z.object({
  role: z.enum(['user', 'bot']),
  kind: z.enum(CHAT_ENTRY_KINDS),
  text: z.string(),
  shared: z.string().nullable(),
  actions: z.number().int().min(0),
});

const modelCallSchema = z.object({
  role: z.enum(['moves', 'interpret', 'narration', 'rules']),
  model: z.string(),
  promptTokens: z.number(),
  completionTokens: z.number(),
  latencyMs: z.number(),
  outcome: z.enum(['ok', 'ok-json-mode', 'repaired', 'timeout', 'http-error', 'invalid-json', 'schema-mismatch']),
  error: z.string().optional(),
});

const common = {
  config: configSchema,
  human: player,
  chainMode: z.enum(['auto', 'manual']),
  /** The bot's level (absent in snapshots older than levels: the persona's default). */
  level: z.enum(PLAY_LEVELS).optional(),
  userName: z.string(),
  history: z.array(entrySchema),
  modelCalls: z.array(modelCallSchema),
  /** Hash of the state after the last step: `restore` checks its rebuild against it. */
  stateHash: z.string(),
  opened: z.boolean(),
  pendingChoices: z.array(z.string()),
  persona: personaSchema.optional(),
  /** The state the duel starts from instead of a new one (a fork dealt again), with what the human knew there. */
  base: z
    .object({
      state: z.custom<object>((v) => typeof v === 'object' && v !== null && Array.isArray((v as { cards?: unknown }).cards), 'a duel state'),
      knowledge: z.object({ seen: z.array(z.number().int()), knownTop: z.tuple([z.array(z.number().int()), z.array(z.number().int())]) }),
    })
    .optional(),
};

export const snapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  ...common,
  /** Hash of the opening state. */
  startHash: z.string(),
  steps: z.array(z.object({ action: actionSchema, stateHash: z.string() })),
});

const snapshotV1Schema = z.object({ version: z.literal(1), ...common, actions: z.array(actionSchema) });

export type DuelSessionSnapshot = z.infer<typeof snapshotSchema>;
export type DuelSessionSnapshotV1 = z.infer<typeof snapshotV1Schema>;

/** A snapshot of either version, read into the current shape (a version 1 snapshot has no per-step or start hashes). */
export interface ParsedSnapshot extends Omit<DuelSessionSnapshot, 'version' | 'startHash' | 'steps'> {
  startHash: string | null;
  steps: { action: Action; stateHash?: string }[];
}

export function parseSnapshot(data: unknown): ParsedSnapshot {
  const v2 = snapshotSchema.safeParse(data);
  if (v2.success) {
    const { version: _v, ...rest } = v2.data;
    return rest;
  }
  const v1 = snapshotV1Schema.safeParse(data);
  if (v1.success) {
    const { version: _v, actions, ...rest } = v1.data;
    return { ...rest, startHash: null, steps: actions.map((action) => ({ action })) };
  }
  const version = (data as { version?: unknown } | null)?.version;
  const issue = (version === 1 ? v1.error : v2.error).issues[0];
  throw new Error(`not a duel session snapshot: ${issue ? `${issue.path.join('.') || 'snapshot'}: ${issue.message}` : 'invalid'}`);
}
