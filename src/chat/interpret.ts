/**
 * What a chat message means: one or more moves, a rules question, a request (board,
 * graveyard, hand, help, options, concede) or banter.
 *
 * Offline (always tried first): keyword rules for requests and questions, and the
 * command grammar for moves, with multi-step messages split on "then", "and then", ";"
 * and ", then" (and, when the whole does not read as a move, on "and"). "it" in a later
 * step stands for the card of the step before.
 *
 * With a model, a message the offline rules could not place (a loose command, banter)
 * goes to ONE structured call that returns `{ kind, commands?, request?, question? }`.
 * The commands are plain command-grammar text: they are parsed by the grammar against
 * the engine's options like anything the user types, so the model never builds an
 * engine action and can never make an illegal one.
 */
import { z } from 'zod';
import { zoneRef } from '../engine/text/describe.js';
import { parseCommand, type ParseResult } from '../engine/text/grammar.js';
import type { Engine } from '../engine/index.js';
import type { Action, DuelState, PlayerId } from '../engine/types.js';
import { fillTemplate, loadPrompt } from '../llm/template.js';
import type { ChatModel, ModelCallRecord } from '../llm/types.js';

export type RequestKind = 'board' | 'graveyard' | 'hand' | 'help' | 'options' | 'concede';

export type Interpretation =
  | { kind: 'action'; commands: string[] }
  | { kind: 'question'; question: string }
  | { kind: 'request'; request: RequestKind; whose?: 'mine' | 'yours' }
  | { kind: 'banter' };

export interface Interpreted {
  value: Interpretation;
  source: 'offline' | 'model';
  /** false: the offline rules only guessed (banter as the fallback, a command the grammar could not read). */
  confident: boolean;
}

export interface InterpretContext {
  state: DuelState;
  human: PlayerId;
  engine: Engine;
  /** Whether a text names a card (a question about a card is a rules question). */
  mentionsCard?: (text: string) => boolean;
}

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

/** Friendly verbs the grammar does not know, rewritten to ones it does. */
export function normalizeCommand(text: string): string {
  return text
    .replace(/\b(?:swing|swings|charge|charges|smash|smashes|bash|bashes|go|goes)\s+(at|into|on)\b/gi, 'attack')
    .replace(/\b(?:swing|swings|charge|charges)\s+(with|using)\b/gi, 'attack $1')
    .replace(/[!.]+$/g, '')
    .trim();
}

const STEP_SPLIT = /\s*(?:;|,\s*(?:and\s+)?then\b|\band\s+then\b|\bthen\b)\s*/i;

/** "summon X then attack with it; end turn" → three steps. */
export function splitSteps(text: string): string[] {
  return text
    .split(STEP_SPLIT)
    .map((s) => s.trim().replace(/^(?:and|,)\s+/i, '').replace(/,$/, '').trim())
    .filter((s) => s !== '');
}

/** "attack with it" → "attack with m2" when the step before used the card now in m2. */
export function resolveIt(step: string, ref: string | null): string {
  if (!ref) return step;
  return step.replace(/\b(?:it|that monster|that one|him|her)\b/gi, ref);
}

/** The card a move is about, for "it" in the next step. */
export function cardOfAction(action: Action): number | null {
  switch (action.type) {
    case 'normal-summon':
    case 'set-monster':
    case 'flip-summon':
    case 'change-position':
    case 'special-summon':
      return action.card;
    case 'attack':
      return action.attacker;
    default:
      return null;
  }
}

/** Where a card is now, as the human writes it (m2, h3, ...), or null off the field and hand. */
export function refFor(state: DuelState, id: number | null, human: PlayerId): string | null {
  if (id === null || !state.cards[id]) return null;
  const loc = state.cards[id]!.location;
  if (loc !== 'monster' && loc !== 'extraMonster' && loc !== 'spellTrap' && loc !== 'field' && loc !== 'hand') return null;
  return zoneRef(state, id, human);
}

// ---------------------------------------------------------------------------------------
// Requests and questions

const CONCEDE = /^(?:ok(?:ay)?,? )?(?:i )?(?:concede|surrender|forfeit|resign|give up|i give up|i quit|quit the duel)(?: the duel| this duel| this one)?(?: now)?$/;

/** The user clearly gives up the duel (a model may not decide that on their behalf). */
export function isConcede(text: string): boolean {
  return CONCEDE.test(clean(text).replace(/\?$/, ''));
}

const SHOW = "(?:(?:can|could|may) (?:i|we) (?:please )?(?:see|look at|view|have a look at) |(?:please )?(?:show|display|print|list|check|view|see|look at|let me see|lemme see|what'?s in|what is in|whats on|what'?s on|what is on)(?: me)? )?";
const WHOSE = "(?:(the|my|your|our|both|all|both of the|the two) )?";

function requestPattern(words: string): RegExp {
  return new RegExp(`^${SHOW}${WHOSE}(?:${words})(?: again| please| now)?$`);
}

const REQUESTS: [RegExp, RequestKind][] = [
  [/^(?:help|\?+|commands|what can i do(?: now| here)?|what are my options|what are my moves|list (?:my )?options|show (?:me )?(?:my )?options|options please)$/, 'help'],
  [requestPattern('options|moves|legal moves|choices'), 'options'],
  [requestPattern('board|field|table|mat|duel|state of the duel|game state'), 'board'],
  [requestPattern("graveyards?|gy|gys|graves?|discard piles?|yard|graveyard'?s"), 'graveyard'],
  [requestPattern('hand|cards in (?:my|your) hand|cards'), 'hand'],
];

function matchRequest(text: string): Interpretation | null {
  const t = clean(text).replace(/\?$/, '').trim();
  if (isConcede(t)) return { kind: 'request', request: 'concede' };
  for (const [pattern, kind] of REQUESTS) {
    const m = pattern.exec(t);
    if (!m) continue;
    if (kind === 'hand') {
      const whose = /\byour\b/.test(t) ? 'yours' : 'mine';
      return { kind: 'request', request: 'hand', whose };
    }
    return { kind: 'request', request: kind };
  }
  return null;
}

const QUESTION_START =
  /^(?:what|what's|whats|why|how|when|where|who|which|can i|could i|may i|can my|could my|can you|can a|can the|does|do i|do you|did|is it|is there|is that|are|am i|should i|would|will|explain|tell me|rules?\b|any rule)/;

export function isQuestion(text: string): boolean {
  const t = clean(text);
  return /\?\s*$/.test(text.trim()) || QUESTION_START.test(t);
}

/** Words that make a question a question about the game rather than small talk ("how are you?"). */
const GAME_TERMS =
  /\b(?:summon\w*|tribut\w*|sacrific\w*|attack\w*|atk|def|battle|damage|destroy\w*|graveyard|gy|grave|life ?points?|lp|phase|turn|monsters?|spells?|traps?|cards?|chain\w*|rules?|ruling|legal|allowed|position|deck|hand|flip\w*|set|effects?|draw\w*|level|stars?|discard\w*|banish\w*|direct\w*|face[- ]?(?:down|up)|zone|activate|respond|replay|win|lose|surrender|concede|duel)\b/;

export function isGameQuestion(text: string, mentionsCard?: (text: string) => boolean): boolean {
  return GAME_TERMS.test(clean(text)) || (mentionsCard?.(text) ?? false);
}

// ---------------------------------------------------------------------------------------
// Moves

const COMMAND_VERB =
  /^(?:(?:i'?ll|i will|i'?m going to|im gonna|i'?m gonna|let me|lets|let's|now|then|and|please|ok|okay|i)\s+)*(?:summon|normal summon|tribute summon|tribute|sacrifice|set|flip|special summon|attack|atk|hit|strike|swing|charge|battle|end|change|switch|put|discard|pass|cancel|activate)\b/;

/** A parse the chat should act on (not a stray "ok" read as a pass, nor a "gg" read as surrender). */
export function usable(result: ParseResult, original: string): boolean {
  switch (result.kind) {
    case 'option':
      return result.option.action.type !== 'surrender' || isConcede(original);
    case 'ambiguous':
      return true;
    case 'rejected':
      return !['pass', 'cancel-attack', 'surrender'].includes(result.action.type);
    default:
      return false;
  }
}

/**
 * The steps of a message, when it reads as moves: the whole message when the grammar
 * reads it; else its "then" steps when the first one reads; else a split at an "and"
 * whose left side reads. null when nothing reads as a move.
 */
export function planSteps(text: string, ctx: InterpretContext): string[] | null {
  const parse = (t: string): ParseResult => parseCommand(ctx.state, ctx.human, t, ctx.engine);
  const whole = normalizeCommand(text.trim());
  if (usable(parse(whole), text)) return [whole];
  const steps = splitSteps(whole);
  const first = steps[0];
  if (steps.length > 1 && first !== undefined) {
    const head = splitAtAnd(first, parse, text);
    if (head) return [...head, ...steps.slice(1)];
  }
  return splitAtAnd(whole, parse, text);
}

function splitAtAnd(text: string, parse: (t: string) => ParseResult, original: string): string[] | null {
  if (usable(parse(text), original)) return [text];
  const re = /\s+and\s+/gi;
  for (const m of text.matchAll(re)) {
    const left = text.slice(0, m.index).trim();
    const right = text.slice((m.index ?? 0) + m[0].length).trim();
    if (left && right && usable(parse(left), original)) return [left, right];
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// Offline

/** Asking for something no move expresses: Life Points, undoing, extra moves, no rules. */
const WISH = /\b(?:(?:set|change|make|give|put|raise|reset)\b.*\b(?:lp|life ?points?)|ignore (?:the )?rules|cheat|undo|take (?:it|that|this) back|do ?over|let me win|break (?:the|a) rules?|(?:attack|summon|draw)\w* (?:twice|again|two times|three times)|extra (?:attack|turn|summon|draw))\b/;

export function interpretOffline(message: string, ctx: InterpretContext): Interpreted {
  const text = message.trim();
  const request = matchRequest(text);
  if (request) return { value: request, source: 'offline', confident: true };
  if (WISH.test(clean(text))) return { value: { kind: 'banter' }, source: 'offline', confident: false };
  if (isQuestion(text)) {
    // "how are you?" is small talk; a question about the game goes to the rules judge.
    if (isGameQuestion(text, ctx.mentionsCard)) return { value: { kind: 'question', question: text }, source: 'offline', confident: true };
    return { value: { kind: 'banter' }, source: 'offline', confident: false };
  }
  const steps = planSteps(text, ctx);
  if (steps) return { value: { kind: 'action', commands: steps }, source: 'offline', confident: true };
  if (COMMAND_VERB.test(clean(text))) {
    // Reads like a move the grammar could not place: the grammar's own message explains why.
    return { value: { kind: 'action', commands: [normalizeCommand(text)] }, source: 'offline', confident: false };
  }
  return { value: { kind: 'banter' }, source: 'offline', confident: false };
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
