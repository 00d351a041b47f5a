/**
 * What a chat message means: one or more moves, a rules question, a request (board,
 * graveyard, hand, help, options, concede) or banter.
 *
 * The offline reading lives in src/chat/understand; what is left here are the word
 * lists it shares (concede, game questions) and the model's reading.
 *
 * With a model, a message the offline reading could not make one exact plan of
 * goes to ONE structured call that returns `{ kind, commands?, request?, question? }`.
 * The commands are plain command-grammar text: they are parsed by the grammar against
 * the engine's options like anything the user types, so the model never builds an
 * engine action and can never make an illegal one.
 */
import { z } from 'zod';
import { fillTemplate, loadPrompt } from '../llm/template.js';
import type { ChatModel, ModelCallRecord } from '../llm/types.js';

export type RequestKind = 'board' | 'graveyard' | 'hand' | 'help' | 'options' | 'concede';

export type Interpretation =
  | { kind: 'action'; commands: string[] }
  | { kind: 'question'; question: string }
  | { kind: 'request'; request: RequestKind; whose?: 'mine' | 'yours' }
  | { kind: 'banter' };

// ---------------------------------------------------------------------------------------
// Text helpers

/** Lower case, curly quotes straightened, trailing punctuation and filler dropped. */
export function clean(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/[\s.!]+$/g, '')
    .trim();
}

// ---------------------------------------------------------------------------------------
// Requests and questions

const CONCEDE = /^(?:ok(?:ay)?,? )?(?:i )?(?:concede|surrender|forfeit|resign|give up|i give up|i quit|quit the duel)(?: the duel| this duel| this one)?(?: now)?$/;

/** The user clearly gives up the duel (a model may not decide that on their behalf). */
export function isConcede(text: string): boolean {
  return CONCEDE.test(clean(text).replace(/\?$/, ''));
}

/** Words that make a question a question about the game rather than small talk ("how are you?"). */
const GAME_TERMS =
  /\b(?:summon\w*|tribut\w*|sacrific\w*|attack\w*|atk|def|battle|damage|destroy\w*|graveyard|gy|grave|life ?points?|lp|phase|turn|monsters?|spells?|traps?|cards?|chain\w*|rules?|ruling|legal|allowed|position|deck|hand|flip\w*|set|effects?|draw\w*|level|stars?|discard\w*|banish\w*|direct\w*|face[- ]?(?:down|up)|zone|activate|respond|replay|win|lose|surrender|concede|duel)\b/;

export function isGameQuestion(text: string, mentionsCard?: (text: string) => boolean): boolean {
  return GAME_TERMS.test(clean(text)) || (mentionsCard?.(text) ?? false);
}

// ---------------------------------------------------------------------------------------
// With a model

export const interpretationSchema = z.object({
  kind: z.enum(['action', 'question', 'request', 'banter']),
  commands: z.array(z.string().max(200)).max(8).optional(),
  request: z.enum(['board', 'graveyard', 'hand', 'help', 'options', 'concede']).optional(),
  question: z.string().max(500).optional(),
});

export type ModelInterpretation = z.infer<typeof interpretationSchema>;

export interface InterpretWithModelInput {
  /** The message as a model may see it (hidden cards already taken out). */
  message: string;
  /** The user's original words (a concede is only accepted when they say so). */
  original: string;
  /** The public board from the user's seat (compactBoard of a public, mirrored view). */
  board: string;
  userName: string;
  charName: string;
  model: ChatModel;
  signal?: AbortSignal;
}

export type InterpretWithModelResult =
  | { ok: true; value: Interpretation; records: ModelCallRecord[] }
  | { ok: false; error: string; records: ModelCallRecord[] };

/** The model's reading, made safe: concede only on the user's own words, empty actions are banter. */
export function fromModel(answer: ModelInterpretation, original: string): Interpretation {
  switch (answer.kind) {
    case 'action': {
      const commands = (answer.commands ?? []).map((c) => c.trim()).filter((c) => c !== '');
      return commands.length ? { kind: 'action', commands } : { kind: 'banter' };
    }
    case 'question':
      return { kind: 'question', question: answer.question?.trim() || original };
    case 'request': {
      const request = answer.request;
      if (!request) return { kind: 'banter' };
      if (request === 'concede' && !isConcede(original)) return { kind: 'banter' };
      if (request === 'hand') return { kind: 'request', request, whose: /\byour\b/i.test(original) ? 'yours' : 'mine' };
      return { kind: 'request', request };
    }
    default:
      return { kind: 'banter' };
  }
}

export async function interpretWithModel(input: InterpretWithModelInput): Promise<InterpretWithModelResult> {
  const system = fillTemplate(loadPrompt('message-interpreter'), {
    user: input.userName,
    char: input.charName,
    board: input.board,
  });
  try {
    const result = await input.model.structured({
      role: 'interpret',
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: input.message },
      ],
      schema: interpretationSchema,
      schemaName: 'message_kind',
      ...(input.signal ? { signal: input.signal } : {}),
    });
    if (!result.ok) return { ok: false, error: result.error, records: result.records };
    const parsed = interpretationSchema.safeParse(result.value);
    if (!parsed.success) return { ok: false, error: 'the answer does not fit the schema', records: result.records };
    return { ok: true, value: fromModel(parsed.data, input.original), records: result.records };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err), records: [] };
  }
}
