/**
 * The bot's moves through a language model. The model sees only the bot's VIEW (a compact
 * board), the recent events as the bot saw them, and the engine's legal options with
 * their ids and worked-out consequences; its answer must be one of those ids. Whatever it
 * says, the result is one of the options it was given:
 *
 * - one option: taken without a call (`only-option`);
 * - two or more: ONE structured call (strict schema: `z.enum(ids)` and a nullable short
 *   in-character line) at a low temperature, its prompt laid out by movePrompt.ts. The
 *   model layer repairs a broken answer once; a choice that still is not an option gets
 *   one more try, then the heuristic bot decides (`heuristic`);
 * - no model, or a failed call (time-out, HTTP error): the heuristic bot.
 */
import { z } from 'zod';
import { createHeuristicBot } from '../bot/heuristic.js';
import type { BotPolicy } from '../bot/types.js';
import type { Option } from '../engine/types.js';
import { moveMessages, moveOptions, type MovePromptInput } from './movePrompt.js';
import type { ChatModel, ModelCallRecord } from './types.js';

export const MAX_LINE_CHARS = 160;

export interface ChooseMoveInput extends MovePromptInput {
  model: ChatModel | null;
  /** Decides when the model cannot (default: the heuristic bot). */
  fallback?: BotPolicy;
  /** Vets the remark before anyone sees it (hidden cards, wrong numbers); false drops it. */
  checkLine?: (line: string, option: Option) => boolean;
  signal?: AbortSignal;
}

export interface ChooseMoveResult {
  option: Option;
  /** The model's short in-character remark, when it gave one that passed `checkLine`. */
  line?: string;
  records: ModelCallRecord[];
  source: 'model' | 'heuristic' | 'only-option';
  /** Why the model's answer was not used. */
  error?: string;
}

/** Sampling temperature for moves: low, so the same situation gets the same careful answer. */
export const MOVE_TEMPERATURE = 0.2;

let heuristic: BotPolicy | undefined;
export const defaultFallback = (): BotPolicy => (heuristic ??= createHeuristicBot());

/**
 * Strict structured output: every property required, the remark nullable rather than
 * optional, and no length limits (not every server accepts them), so a server in strict
 * mode enforces the enum of ids. The remark's length is capped when it is read.
 */
export function moveSchema(ids: readonly string[]) {
  return z.object({
    option: z.enum(ids as [string, ...string[]]),
    line: z.string().nullable(),
  });
}

/** The remark as shown: one line, no quotes, at most MAX_LINE_CHARS; undefined when empty. */
export function cleanLine(line: string | null | undefined): string | undefined {
  if (typeof line !== 'string') return undefined;
  const t = line.replace(/\s+/g, ' ').trim().replace(/^["']|["']$/g, '');
  return t === '' ? undefined : t.slice(0, MAX_LINE_CHARS);
}

const FAILED_CALL = new Set(['timeout', 'http-error']);

export async function chooseMove(input: ChooseMoveInput): Promise<ChooseMoveResult> {
  const { options } = input;
  if (options.length === 0) throw new Error('chooseMove: no options to choose from');
  if (options.length === 1) return { option: options[0]!, records: [], source: 'only-option' };

  const fallback = (records: ModelCallRecord[], error?: string): ChooseMoveResult => {
    const picked = (input.fallback ?? defaultFallback()).choose(input.view, options);
    // The fallback is ours, but its answer is checked the same way.
    const option = options.find((o) => o.id === picked.id) ?? options[0]!;
    return { option, records, source: 'heuristic', ...(error !== undefined ? { error } : {}) };
  };
  if (!input.model) return fallback([]);

  const { lines, ids } = moveOptions(input);
  if (ids.length === 0) return fallback([], 'no option can be offered to the model');
  const schema = moveSchema(ids);
  const messages = moveMessages(input, lines);
  const records: ModelCallRecord[] = [];
  let error: string | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    let result;
    try {
      result = await input.model.structured({
        role: 'moves',
        messages,
        schema,
        schemaName: 'move',
        temperature: MOVE_TEMPERATURE,
        ...(input.signal ? { signal: input.signal } : {}),
      });
    } catch (err) {
      return fallback(records, err instanceof Error ? err.message : String(err));
    }
    records.push(...result.records);
    if (!result.ok) {
      // The model layer already made its one repair; a failed call is not worth another.
      return fallback(records, result.error);
    }
    // Checked again here: whatever the model layer let through, only listed ids count.
    const parsed = schema.safeParse(result.value);
    const chosen = parsed.success ? options.find((o) => o.id === parsed.data.option) : undefined;
    if (chosen) {
      const line = cleanLine(parsed.success ? parsed.data.line : undefined);
      const keep = line !== undefined && (input.checkLine ? input.checkLine(line, chosen) : true);
      return { option: chosen, records, source: 'model', ...(keep ? { line } : {}) };
    }
    error = `the answer ${JSON.stringify(result.value).slice(0, 80)} is not one of the options`;
    if (records.some((r) => FAILED_CALL.has(r.outcome))) break;
    // One more try with the same prompt (the schema allows only listed ids, so this is a
    // guard against a model layer that let something else through).
  }
  return fallback(records, error);
}
