/** zod schemas for every request body and query the API reads. */
import { z } from 'zod';
import { MAX_MESSAGE_CHARS } from '../chat/session.js';
import { ApiError } from './errors.js';
import { capProblems } from './jsonLimits.js';
import type { FormatId } from '../engine/format.js';
import { PLAY_LEVELS } from '../bot/levels.js';

/** The format ids (src/engine/format.ts FORMATS); the server takes engine types only, so they are listed here and checked against the type. */
const FORMAT_IDS = ['classic', 'modern', 'goat'] as const satisfies readonly FormatId[];

const sideDeckSchema = z.array(z.union([z.number().int().positive(), z.string().trim().min(1).max(100)])).max(15, 'a Side Deck holds at most 15 cards');

const stateHash = z.string().regex(/^[0-9a-f]{16}$/, 'a 16-digit hex state hash');

export const createSessionSchema = z.strictObject({
  /** A deck id from data/decks, a built-in deck by name ("Blue-Eyes", "Zombie Madness"), .ydk text or a ydke:// URL. */
  deck: z.string().min(1).max(100_000).default('normals-yugi'),
  botDeck: z.string().min(1).max(100_000).default('normals-kaiba'),
  /** "default", a saved persona id, a character card object, or `{ png: base64 }`. */
  persona: z
    .union([z.string().min(1).max(100), z.strictObject({ png: z.string().min(1) }), z.record(z.string(), z.unknown())])
    .default('default'),
  format: z.enum(FORMAT_IDS).default('classic'),
  seed: z.string().min(1).max(200).optional(),
  chainMode: z.enum(['auto', 'manual']).default('auto'),
  first: z.enum(['you', 'bot', 'coin']).default('you'),
  userName: z.string().trim().min(1).max(40).default('Duelist'),
  /** Play cards whose effects are not scripted yet (in either deck) as their stats, marked on the board. */
  vanilla: z.boolean().default(false),
  /** The bot's strength (default: the persona's level, else normal). */
  level: z.enum(PLAY_LEVELS).optional(),
  /** A Match of one Duel (default) or best of three. */
  bestOf: z.union([z.literal(1), z.literal(3)]).default(1),
  /** Side Decks (passcodes or card names, at most 15); default: a pasted .ydk's !side section, else none. */
  side: sideDeckSchema.optional(),
  botSide: sideDeckSchema.optional(),
});

const decisionKeySchema = z.string().min(1).max(120);

export const messageSchema = z.strictObject({
  text: z.string().max(MAX_MESSAGE_CHARS, `at most ${MAX_MESSAGE_CHARS} characters`).refine((t) => t.trim() !== '', 'a message that is not blank'),
  expectedHash: stateHash.optional(),
  /** The decision (GET state's `decision`) the message was typed against. */
  decision: decisionKeySchema.optional(),
});

export const actionSchema = z.strictObject({
  optionId: z.string().min(1).max(200),
  expectedHash: stateHash.optional(),
  /** The decision the option was shown for; another one now is a 409 MOVED_ON. */
  decision: decisionKeySchema.optional(),
});

export const forkSchema = z.strictObject({
  step: z.number().int().min(0),
});

export const rulesSchema = z.strictObject({
  question: z.string().max(MAX_MESSAGE_CHARS).refine((t) => t.trim() !== '', 'a question that is not blank'),
  sessionId: z.string().min(1).max(100).optional(),
});

export const replayQuerySchema = z.object({
  step: z.string().regex(/^\d+$/, 'a step number').transform(Number).optional(),
});

export const exportQuerySchema = z.object({
  format: z.enum(['json', 'md']).default('json'),
});

export const SESSION_ID = /^s_[A-Za-z0-9_-]{16}$/;

/** Parses or throws a 400 naming each problem. */
export function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  if (value === undefined) throw new ApiError(400, 'BAD_REQUEST', `${what}: expected a JSON body (Content-Type: application/json).`);
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const { listed, note } = capProblems(r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  const text = listed.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  throw new ApiError(400, 'BAD_REQUEST', `${what}: ${text}${note}`, listed);
}
