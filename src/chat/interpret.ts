/**
 * What a chat message means: one or more moves, a rules question, a request (board,
 * graveyard, hand, help, options, concede) or banter.
 *
 * The offline reading lives in src/chat/understand; what is left here are the word
 * lists it shares (concede, game questions) and the model's reading.
 *
 * With a model, a message the offline reading could not make one exact option of goes
 * to ONE structured call. The model sees what the user sees (the pending decision, their
 * own view with their hand, their legal options with the command for each, the steps
 * legal later this turn) and answers with option ids in order, an ask-back, a question,
 * a request or banter. Ids are only ever looked up among the engine's options, so the
 * model never builds an engine action and can never make an illegal one; what the
 * session does with a reading (banter never moves, a plan is confirmed first) is in
 * messages.ts.
 */
import { z } from 'zod';
import { findInView } from '../engine/text/preview.js';
import type { Option } from '../engine/types.js';
import type { DuelView } from '../engine/view.js';
import type { CardTextSource } from '../llm/cardText.js';
import { compactBoard } from '../llm/compactBoard.js';
import { MOVE_TEMPERATURE } from '../llm/moveChooser.js';
import { decisionText, optionList, refOf } from '../llm/situation.js';
import { fillTemplate, loadPrompt } from '../llm/template.js';
import { laterSteps } from '../llm/turnPlan.js';
import type { ChatMessage, ChatModel, ModelCallRecord } from '../llm/types.js';

export type RequestKind = 'board' | 'graveyard' | 'hand' | 'help' | 'options' | 'concede';

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
  /\b(?:summon\w*|tribut\w*|sacrific\w*|attack\w*|atk|def|battle|damage|destroy\w*|graveyard|gy|grave|life ?points?|life|health|lp|phase|turn|monsters?|spells?|traps?|cards?|chain\w*|rules?|ruling|legal|allowed|position|deck|hand|flip\w*|set|effects?|draw\w*|level|stars?|discard\w*|banish\w*|direct\w*|face[- ]?(?:down|up)|zone|activate|respond|replay|win|lose|surrender|concede|duel)\b/;

export function isGameQuestion(text: string, mentionsCard?: (text: string) => boolean): boolean {
  return GAME_TERMS.test(clean(text)) || (mentionsCard?.(text) ?? false);
}

// ---------------------------------------------------------------------------------------
// With a model

const REQUESTS = ['board', 'graveyard', 'hand', 'help', 'options', 'concede'] as const;
const KINDS = ['moves', 'ask-back', 'question', 'request', 'banter'] as const;

/**
 * Strict schema (every field required, the optional ones nullable, no extra fields): the
 * steps are an enum of the option ids legal now and the ids of steps legal later this
 * turn, so a server in strict mode can only answer with listed ids.
 */
export function readingSchema(ids: readonly string[]) {
  const id = ids.length ? z.enum(ids as [string, ...string[]]) : z.enum(['none']);
  return z.strictObject({
    kind: z.enum(KINDS),
    steps: z.array(id),
    request: z.enum(REQUESTS).nullable(),
    question: z.string().nullable(),
  });
}

export type ModelReading =
  /** `steps[0]` is legal now; the rest are ids of now or later this turn. */
  | { kind: 'moves'; steps: string[] }
  /** Options legal now the message could mean (empty: the model did not say which). */
  | { kind: 'ask-back'; options: string[] }
  | { kind: 'question'; question: string }
  | { kind: 'request'; request: RequestKind; whose?: 'mine' | 'yours' }
  | { kind: 'banter' };

export interface InterpretWithModelInput {
  /** The message as a model may see it (hidden cards already taken out). */
  message: string;
  /** The user's original words (a concede is only accepted when they say so). */
  original: string;
  /** The user's own view of the duel: their hand, the board, the decision pending. */
  view: DuelView;
  /** The user's options as their view names cards, with the command that picks each. */
  options: readonly { option: Option; command: string }[];
  userName: string;
  charName: string;
  cards?: CardTextSource;
  model: ChatModel;
  signal?: AbortSignal;
}

export type InterpretWithModelResult =
  | { ok: true; value: ModelReading; records: ModelCallRecord[] }
  | { ok: false; error: string; records: ModelCallRecord[] };

/** The model's reading, made safe: moves start with an option legal now, a concede needs the user's own words. */
export function fromModel(answer: z.infer<ReturnType<typeof readingSchema>>, original: string, nowIds: ReadonlySet<string>): ModelReading {
  switch (answer.kind) {
    case 'moves': {
      const steps = answer.steps.filter((id) => id !== 'none');
      if (steps.length === 0) return { kind: 'banter' };
      // A plan that does not start with something legal now is not a plan: ask which option was meant.
      if (!nowIds.has(steps[0]!)) return { kind: 'ask-back', options: steps.filter((id) => nowIds.has(id)) };
      return { kind: 'moves', steps };
    }
    case 'ask-back':
      return { kind: 'ask-back', options: [...new Set(answer.steps.filter((id) => nowIds.has(id)))] };
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

/**
 * The interpreter's prompt: the static instructions first (the cached prefix), then the
 * decision, the user's own view, their options with commands, the later steps and the
 * message. Only the user's view goes in: nothing of the bot's hand or face-down cards.
 */
export function interpreterMessages(input: InterpretWithModelInput, later: readonly string[]): ChatMessage[] {
  const { view } = input;
  const shown = optionList(view, input.options.map((o) => o.option), input.cards, input.charName);
  const commands = new Map(input.options.map((o) => [o.option.id, o.command]));
  const options = shown.lines.map((line, i) => `${line} [says: ${commands.get(shown.ids[i]!) ?? '?'}]`);
  const vars = { user: input.userName, char: input.charName };
  return [
    { role: 'system', content: fillTemplate(loadPrompt('message-interpreter'), vars).trim() },
    {
      role: 'user',
      content: fillTemplate(loadPrompt('message-interpreter-input'), {
        ...vars,
        decision: view.result ? 'none: the duel is over.' : view.pending?.player === view.viewer ? decisionText(view, input.charName) : `none: it is ${input.charName}'s move.`,
        board: compactBoard(view, { labels: { you: input.userName, opponent: input.charName }, turnOwners: { you: `${input.userName}'s`, opponent: `${input.charName}'s` } }),
        options: options.length ? options.join('\n') : '- (none)',
        later: later.length ? later.join('\n') : '- (none)',
        message: input.message,
      }),
    },
  ];
}

export async function interpretWithModel(input: InterpretWithModelInput): Promise<InterpretWithModelResult> {
  const playable = input.options.filter((o) => o.option.action.type !== 'surrender').map((o) => o.option);
  const nowIds = new Set(playable.map((o) => o.id));
  const later = laterSteps(input.view, playable, input.charName);
  const schema = readingSchema([...nowIds, ...later.ids]);
  try {
    const result = await input.model.structured({
      role: 'interpret',
      messages: interpreterMessages(input, later.lines),
      schema,
      schemaName: 'message_reading',
      temperature: MOVE_TEMPERATURE,
      ...(input.signal ? { signal: input.signal } : {}),
    });
    if (!result.ok) return { ok: false, error: result.error, records: result.records };
    const parsed = schema.safeParse(result.value);
    if (!parsed.success) return { ok: false, error: 'the answer does not fit the schema', records: result.records };
    return { ok: true, value: fromModel(parsed.data, input.original, nowIds), records: result.records };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err), records: [] };
  }
}

/** One step of a model's plan in words, for the confirmation the user is asked for. */
export function stepText(view: DuelView, id: string, labels: ReadonlyMap<string, string>): string {
  const label = labels.get(id);
  if (label) return label;
  const fixed: Record<string, string> = { battle: 'Enter the Battle Phase', 'end-battle': 'End the Battle Phase', 'end-turn': 'End your turn' };
  if (fixed[id]) return fixed[id];
  const attack = /^attack:(\d+):(\w+)$/.exec(id);
  if (!attack) return id;
  const name = (card: number): string => findInView(view, card)?.card.name ?? refOf(view, card);
  return `Attack ${attack[2] === 'direct' ? 'directly' : name(Number(attack[2]))} with ${name(Number(attack[1]))}`;
}
