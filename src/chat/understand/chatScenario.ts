/**
 * Chat scenarios: a board set up exactly as tests/scenarios do (the same schema and
 * board builder), then messages a player types, each with what must come of it: the
 * moves applied (commands in the grammar, in order), the kind of reply, and for an
 * ask-back the options it must list. Validation errors name the field.
 */
import { z } from 'zod';
import { formatPath, parseScenario, type Scenario, type ScenarioLookup } from '../../engine/testing/scenario/schema.js';

export const REPLY_KINDS = ['ask-back', 'refusal', 'answer', 'request', 'banter', 'moved-on'] as const;
export type ReplyKind = (typeof REPLY_KINDS)[number];

const expectSchema = z
  .strictObject({
    /** The player's moves, in order, as commands the grammar reads against the state each was made in. */
    applied: z.array(z.string().min(1)).default([]),
    /** Omitted: the moves are played and nothing else is said (no refusal, no ask-back). */
    reply: z.enum(REPLY_KINDS).optional(),
    /** Words of option labels (or commands) the ask-back must list. */
    asks: z.array(z.string().min(1)).optional(),
  })
  .superRefine((e, ctx) => {
    if (e.asks && e.reply !== 'ask-back') ctx.addIssue({ code: 'custom', path: ['asks'], message: 'only meaningful with reply "ask-back"' });
    if (!e.reply && e.applied.length === 0) ctx.addIssue({ code: 'custom', path: ['applied'], message: 'say which moves are applied, or which reply comes' });
  });

/** Kinds of message, for the eval's figures; a step without one takes it from its expectation. */
export const MESSAGE_KINDS = [
  'move', 'plan', 'question', 'request', 'banter', 'remark', 'vague', 'illegal', 'stale', 'take-back', 'question-and-move', 'hand-over',
  'yes-no', 'foreign', 'chatter', 'hedge', 'response', 'dismissal',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

const stepSchema = z.strictObject({
  say: z.string().min(1).max(500),
  kind: z.enum(MESSAGE_KINDS).optional(),
  /** Typed against the decision before the previous message's moves (a stale command). */
  stale: z.boolean().default(false),
  note: z.string().optional(),
  expect: expectSchema,
});

const fileSchema = z.strictObject({
  $schema: z.string().optional(),
  name: z.string().min(1),
  description: z.string().min(1),
  /** The seat of the player who types (default 0). */
  player: z.literal([0, 1]).default(0),
  /** The board, in the tests/scenarios format (format, turn, turnPlayer, phase, players...). */
  board: z.record(z.string(), z.unknown()),
  steps: z.array(stepSchema).min(1),
});

export type ChatScenario = z.output<typeof fileSchema> & { boardSpec: Scenario };
export type ChatStep = ChatScenario['steps'][number];

export type ParseChatScenarioResult = { ok: true; scenario: ChatScenario } | { ok: false; errors: string[] };

export function parseChatScenario(raw: unknown, lookup: ScenarioLookup): ParseChatScenarioResult {
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((i) => `${formatPath(i.path)}: ${i.message}`) };
  // The board is checked by the board-state scenario schema itself, so both formats stay one.
  const board = parseScenario({ name: parsed.data.name, description: parsed.data.description, ...parsed.data.board, steps: [{ expect: {} }] }, lookup);
  if (!board.ok) return { ok: false, errors: board.errors.map((e) => `board.${e}`) };
  return { ok: true, scenario: { ...parsed.data, boardSpec: board.scenario } };
}
