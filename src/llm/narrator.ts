/**
 * Narration written from the engine's events, and the checks that keep any model text
 * honest.
 *
 * - `describeBatch` puts one batch of events into words three ways: as the human sees
 *   them (shown in the chat), as the bot sees them (the move chooser's "recent events"),
 *   and "public": the human's view with the human's own secrets taken out (their draws,
 *   their Set cards), which is all a narration prompt ever gets.
 * - `checkText` tests a model's text against the facts of a stretch: every number of 10
 *   or more must be one the facts or the public board hold (Life Points, damage, ATK/DEF,
 *   turn), and every card name must be one the facts or the public board name. Names the
 *   card database knows are caught exactly; capitalised multi-word phrases that are no
 *   card in the duel ("Crimson Doom Dragon") are caught too.
 * - `checkedStream` runs one streamed model call, checks the whole text, regenerates once
 *   on a mismatch, and otherwise gives the template text. A failed call (time-out, HTTP
 *   error) goes straight to the template.
 * - `sentenceCheckedStream` shows a model text as it comes, one checked sentence at a
 *   time; the first wrong sentence is replaced by the template (one call, no regeneration).
 * - `narrate` is one message per stretch of play: one model call, never one per event,
 *   checked sentence by sentence. Offline it is the caller's template (offline prose) or
 *   the event lines joined.
 */
import type { EventLine } from '../engine/text/eventBatch.js';
import type { DuelEvent } from '../engine/types.js';
import type { DuelView } from '../engine/view.js';
import { compactBoard, mirrorView, namesInView, numbersInView, publicView } from './compactBoard.js';
import { personaCharName, renderPersona, type Persona } from './persona.js';
import { fillTemplate, loadPrompt } from './template.js';
import type { ChatMessage, ChatModel, ModelCallRecord, ModelRole } from './types.js';

export type { EventLine };

/** Events that are bookkeeping, not worth a sentence of narration. */
const NOISE = new Set<string>(['duel-start', 'shuffle', 'turn', 'phase', 'draw', 'damage-calculation', 'pass']);

/** Bookkeeping events (phases, draws, damage calculation) that a prompt can do without. */
export function isNoise(event: DuelEvent): boolean {
  return NOISE.has(event.type) && event.type !== 'turn';
}

/** Whether a stretch holds anything worth narrating (a summon, an attack, damage, the end...). */
export function isNotable(lines: readonly EventLine[]): boolean {
  return lines.some((l) => !NOISE.has(l.event.type) && (l.text ?? l.publicText) !== null);
}

// =======================================================================================
// Facts and checks

export interface FactSet {
  /** Numbers a text may state (10 and above; smaller ones are counts and always allowed). */
  numbers: Set<number>;
  /** Card names a text may mention. */
  names: Set<string>;
}

export interface Vocabulary {
  /** Every card name that could turn up (the card database, the duel's catalog). */
  cardNames: readonly string[];
  /** Other proper names a text may use freely (the persona, the user). */
  people: readonly string[];
}

export interface CheckResult {
  ok: boolean;
  problems: string[];
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019'`]/g, '')
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim();
}

function numbersIn(text: string): number[] {
  const flat = text.replace(/(\d),(\d{3})\b/g, '$1$2');
  const out: number[] = [];
  for (const m of flat.matchAll(/(?<![A-Za-z#\d.])(\d+)(?![A-Za-z\d])/g)) out.push(Number(m[1]));
  return out;
}

/** Card names of the vocabulary that a text mentions. */
export function cardNamesIn(text: string, cardNames: readonly string[]): string[] {
  const norm = ` ${normalize(text)} `;
  const found: string[] = [];
  for (const name of cardNames) {
    const n = normalize(name);
    if (n === '') continue;
    if (n.includes(' ')) {
      if (norm.includes(` ${n} `)) found.push(name);
    } else if (new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(name)}(?![A-Za-z0-9])`).test(text)) {
      // One-word names ("Mountain", "Sparks") only count capitalised, as written on the card.
      found.push(name);
    }
  }
  return found;
}

/** The facts a text about a stretch may use: its lines, the public board, extra numbers. */
export function factsFor(lines: readonly string[], board: DuelView | null, vocabulary: Vocabulary, extraNumbers: readonly number[] = []): FactSet {
  const numbers = new Set<number>(extraNumbers);
  const names = new Set<string>();
  const joined = lines.join('\n');
  for (const n of numbersIn(joined)) numbers.add(n);
  for (const name of cardNamesIn(joined, vocabulary.cardNames)) names.add(name);
  if (board) {
    const pub = publicView(board);
    for (const n of numbersInView(pub)) numbers.add(n);
    for (const name of namesInView(pub)) names.add(name);
  }
  return { numbers, names };
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words a capitalised phrase may be made of without naming a card. */
const GAME_WORDS = new Set(
  (
    'battle phase main end draw standby damage step life points lp atk def attack attacks attacking defense defence position ' +
    'normal tribute flip special summon summons summoned set graveyard gy deck extra hand monster monsters spell trap card cards ' +
    'field zone zones turn duel duelist chain effect level rank link fusion ritual synchro xyz pendulum banished direct directly ' +
    'yu gi oh tcg ocg ok okay rules rule engine referee game'
  ).split(' '),
);

/** First words of a sentence that say nothing about names ("Nice Move" is not a card). */
const STARTERS = new Set(
  (
    'the a an and but so now then nice well oh ha haha wow your my you i that this what good great okay ok alright yes no hey ' +
    'looks time lets let too not still just there here it its all ouch whoa yikes careful bold sweet cool fine sure right'
  ).split(' '),
);

const CONNECTORS = new Set(['of', 'the', 'and', 'de', 'la', 'du', 'von']);

/** Capitalised runs of two or more words: candidate names. */
function capitalisedPhrases(text: string): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/[.!?:;,"()\n*\u2014\u2013]+|\s-\s/)) {
    const words = sentence.trim().split(/\s+/).filter((w) => w !== '');
    let run: string[] = [];
    let capitals = 0;
    const flush = (): void => {
      while (run.length && CONNECTORS.has(run[run.length - 1]!.toLowerCase())) run.pop();
      if (capitals >= 2) out.push(run.join(' '));
      run = [];
      capitals = 0;
    };
    words.forEach((raw, index) => {
      const w = raw.replace(/['\u2019]s$/, '');
      const capital = /^[A-Z][A-Za-z'\u2019-]*$/.test(w) || /^#\d+$/.test(w);
      if (capital) {
        if (index === 0 && STARTERS.has(w.toLowerCase())) return;
        run.push(w);
        capitals++;
      } else if (run.length && CONNECTORS.has(w.toLowerCase())) {
        run.push(w);
      } else flush();
    });
    flush();
  }
  return out;
}

/** Checks a model's text against the facts. */
export function checkText(text: string, facts: FactSet, vocabulary: Vocabulary): CheckResult {
  const problems: string[] = [];
  if (/^\s*[[{]/.test(text) || /```/.test(text)) problems.push('the text is data, not prose');
  for (const n of numbersIn(text)) {
    if (n >= 10 && !facts.numbers.has(n)) problems.push(`number ${n} is not in the facts`);
  }
  // Blank out allowed names first (longest first), so "Mountain" inside an allowed
  // "Mountain Warrior" is not read as the card "Mountain".
  let rest = text;
  const allowed = [...facts.names].sort((a, b) => b.length - a.length);
  for (const name of allowed) rest = rest.replace(new RegExp(escapeRegExp(name).replace(/\\? /g, '\\s+'), 'gi'), ' ');
  for (const person of vocabulary.people) if (person.trim()) rest = rest.replace(new RegExp(`\\b${escapeRegExp(person)}\\b`, 'g'), ' ');
  for (const name of cardNamesIn(rest, vocabulary.cardNames)) problems.push(`card "${name}" is not in the facts`);
  const known = new Set(vocabulary.cardNames.map(normalize));
  for (const phrase of capitalisedPhrases(rest)) {
    const words = normalize(phrase).split(' ').filter((w) => !CONNECTORS.has(w));
    if (words.length < 2 || words.every((w) => GAME_WORDS.has(w))) continue;
    if (known.has(normalize(phrase))) continue; // already reported above
    problems.push(`"${phrase}" looks like a card name that is not in the facts`);
  }
  return { ok: problems.length === 0, problems: [...new Set(problems)] };
}

// =======================================================================================
// Persona in a system message

const LIMITS = { description: 1200, personality: 600, scenario: 600, systemPrompt: 1200, examples: 700, style: 300, brief: 300 };

function cut(text: string, max: number): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const slice = t.slice(0, max);
  const stop = Math.max(slice.lastIndexOf('. '), slice.lastIndexOf('.\n'));
  return (stop > max * 0.5 ? slice.slice(0, stop + 1) : `${slice}…`).trim();
}

/**
 * prompts/persona.md filled for one persona. `brief` keeps only the personality (the
 * move chooser, where every token counts); `full` adds description, scenario, the card's
 * own system prompt and example dialogue.
 */
export function personaSystem(persona: Persona, options: { user: string; detail: 'brief' | 'full' }): string {
  const char = personaCharName(persona);
  const r = renderPersona(persona, { user: options.user, char });
  const parts: string[] = [];
  if (options.detail === 'brief') {
    if (r.personality.trim()) parts.push(cut(r.personality, LIMITS.brief));
  } else {
    if (r.description.trim()) parts.push(cut(r.description, LIMITS.description));
    if (r.personality.trim()) parts.push(cut(r.personality, LIMITS.personality));
    if (r.scenario.trim()) parts.push(cut(r.scenario, LIMITS.scenario));
    if (r.systemPrompt.trim()) parts.push(cut(r.systemPrompt, LIMITS.systemPrompt));
    if (r.exampleMessages.trim()) parts.push(cut(r.exampleMessages.replace(/<START>\s*/g, ''), LIMITS.examples));
  }
  return fillTemplate(loadPrompt('persona'), {
    char,
    user: options.user,
    character: parts.join('\n\n') || '(no description)',
    style: cut(r.postHistoryInstructions, LIMITS.style),
  }).trim();
}

// =======================================================================================
// Checked streaming

export interface CheckedStreamInput {
  model: ChatModel | null;
  role: ModelRole;
  messages: ChatMessage[];
  /** The text to give when there is no model, the call fails, or both attempts break the check. */
  template: string;
  check: (text: string) => CheckResult;
  /** Longest text kept (cut at a sentence end). */
  maxChars?: number;
  signal?: AbortSignal;
  onRecord?: (record: ModelCallRecord) => void;
}

export interface CheckedStreamResult {
  text: string;
  source: 'model' | 'template';
  /** Model calls made (0, 1 or 2). */
  attempts: number;
  /** The problems found in each rejected attempt. */
  problems: string[][];
  /** Set when a call failed (time-out, HTTP error). */
  error?: string;
}

function trimTo(text: string, max: number): string {
  const t = text.replace(/\s+\n/g, '\n').trim();
  if (t.length <= max) return t;
  const slice = t.slice(0, max);
  const stop = Math.max(slice.lastIndexOf('. '), slice.lastIndexOf('! '), slice.lastIndexOf('? '));
  return stop > max * 0.4 ? slice.slice(0, stop + 1) : `${slice.trimEnd()}…`;
}

/**
 * A streamed model text that is checked before anyone sees it: each attempt is read to
 * the end and checked; the chunks of a passing attempt are then yielded as they came. A
 * mismatch gets one regeneration; a second mismatch, or any failed call, gives the template.
 */
export async function* checkedStream(input: CheckedStreamInput): AsyncGenerator<string, CheckedStreamResult> {
  const max = input.maxChars ?? 480;
  const problems: string[][] = [];
  let attempts = 0;
  let error: string | undefined;
  if (input.model) {
    for (let attempt = 0; attempt < 2; attempt++) {
      attempts++;
      const chunks: string[] = [];
      try {
        for await (const chunk of input.model.stream(
          { role: input.role, messages: input.messages, ...(input.signal ? { signal: input.signal } : {}) },
          input.onRecord,
        )) {
          chunks.push(chunk);
        }
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
        break;
      }
      const raw = chunks.join('');
      const text = trimTo(raw, max);
      const verdict = text === '' ? { ok: false, problems: ['empty text'] } : input.check(text);
      if (verdict.ok) {
        if (text === raw.trim()) {
          for (const chunk of chunks) if (chunk !== '') yield chunk;
        } else yield text;
        return { text, source: 'model', attempts, problems };
      }
      problems.push(verdict.problems);
    }
  }
  yield input.template;
  const result: CheckedStreamResult = { text: input.template, source: 'template', attempts, problems };
  if (error !== undefined) result.error = error;
  return result;
}

/** Complete sentences at the front of a text, and the rest (a sentence ends at . ! ? or a line break followed by space). */
export function splitSentences(text: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  let rest = text;
  for (;;) {
    const m = /[.!?\u2026]+["')\]]*\s+|\n+/.exec(rest);
    if (!m) return { sentences, rest };
    const end = m.index + m[0].length;
    sentences.push(rest.slice(0, end));
    rest = rest.slice(end);
  }
}

/**
 * A streamed model text shown as it is generated, one checked sentence at a time: a
 * sentence that passes is yielded at once; the first that fails (a figure or a card the
 * facts do not hold) is replaced by the template, and the model's text stops there (what
 * follows builds on the wrong sentence). A failed call before any text gives the
 * template; after some text, the text so far stands. One model call, never a regeneration.
 */
export async function* sentenceCheckedStream(input: CheckedStreamInput): AsyncGenerator<string, CheckedStreamResult> {
  const max = input.maxChars ?? 480;
  const fallback = (attempts: number, problems: string[][], error?: string): CheckedStreamResult => ({
    text: input.template,
    source: 'template',
    attempts,
    problems,
    ...(error !== undefined ? { error } : {}),
  });
  if (!input.model) {
    yield input.template;
    return fallback(0, []);
  }
  let shown = '';
  let pending = '';
  const take = (sentence: string): { ok: true } | { ok: false; problems: string[] } => {
    const verdict = input.check(sentence.trim());
    return verdict.ok ? { ok: true } : { ok: false, problems: verdict.problems };
  };
  const stream = input.model.stream({ role: input.role, messages: input.messages, ...(input.signal ? { signal: input.signal } : {}) }, input.onRecord);
  try {
    for await (const chunk of stream) {
      pending += chunk;
      const { sentences, rest } = splitSentences(shown === '' ? pending.trimStart() : pending);
      pending = rest;
      for (const sentence of sentences) {
        if (sentence.trim() === '') continue;
        const verdict = take(sentence);
        if (!verdict.ok) {
          const replacement = shown === '' ? input.template : ` ${input.template}`;
          yield replacement;
          return { text: (shown + replacement).trim(), source: shown === '' ? 'template' : 'model', attempts: 1, problems: [verdict.problems] };
        }
        if (shown.length + sentence.length > max) return { text: shown.trim(), source: 'model', attempts: 1, problems: [] };
        shown += sentence;
        yield sentence;
      }
    }
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    if (shown === '') {
      yield input.template;
      return fallback(1, [], error);
    }
    return { text: shown.trim(), source: 'model', attempts: 1, problems: [], error };
  }
  const last = pending.trim();
  if (last !== '') {
    const verdict = take(last);
    if (!verdict.ok || /^\s*[[{]/.test(shown + last)) {
      const replacement = shown === '' ? input.template : ` ${input.template}`;
      yield replacement;
      return { text: (shown + replacement).trim(), source: shown === '' ? 'template' : 'model', attempts: 1, problems: [verdict.ok ? ['the text is data, not prose'] : verdict.problems] };
    }
    if (shown.length + last.length <= max) {
      yield (shown === '' ? last : pending);
      shown += pending;
    }
  }
  if (shown.trim() === '') {
    yield input.template;
    return fallback(1, [['empty text']]);
  }
  return { text: shown.trim(), source: 'model', attempts: 1, problems: [] };
}

// =======================================================================================
// Narration of a stretch

export interface NarrateInput {
  model: ChatModel | null;
  persona: Persona;
  userName: string;
  /** The stretch: every batch's lines, in order. */
  lines: readonly EventLine[];
  /** Whose play the stretch was. */
  actor: 'user' | 'bot';
  /** The bot's view after the stretch; only its public part reaches the prompt. */
  botView: DuelView;
  vocabulary: Vocabulary;
  /** Numbers a narration may also state (e.g. Life Points before the stretch). */
  extraNumbers?: readonly number[];
  /** The bot's own remarks while it played (already checked). */
  remarks?: readonly string[];
  /** The text given without a model or when the model's fails its check (default: the event lines joined). */
  template?: string;
  signal?: AbortSignal;
  onRecord?: (record: ModelCallRecord) => void;
}

/** The offline narration: the stretch's notable lines, the bot called by its persona's name. */
export function templateNarration(lines: readonly EventLine[], persona: Persona | string): string {
  const name = typeof persona === 'string' ? persona : personaCharName(persona);
  const picked = lines.filter((l) => !NOISE.has(l.event.type) && l.text !== null).map((l) => l.text!);
  return picked.map((l) => inThirdPerson(l, name)).join(' ');
}

/** "Your opponent's Battle Ox attacks" → "Kip's Battle Ox attacks". */
export function inThirdPerson(line: string, name: string): string {
  return line
    .replace(/\bYour opponent's\b/g, `${name}'s`)
    .replace(/\byour opponent's\b/g, `${name}'s`)
    .replace(/\bYour opponent\b/g, name)
    .replace(/\byour opponent\b/g, name);
}

/** A public line in the third person: "You ..." becomes the user's name, "your opponent" the persona's. */
export function neutralLine(line: string, user: string, char: string): string {
  return inThirdPerson(line, char)
    .replace(/\bYour\b/g, `${user}'s`)
    .replace(/\byour\b/g, `${user}'s`)
    .replace(/\bYou\b/g, user)
    .replace(/\byou\b/g, user);
}

/** The narrator's prompt: the persona, the public facts, the public board. */
export function narrationMessages(input: NarrateInput): ChatMessage[] {
  const char = personaCharName(input.persona);
  const facts = input.lines
    .filter((l) => !NOISE.has(l.event.type))
    .map((l) => l.publicText)
    .filter((t): t is string => t !== null);
  // Zone references in the lines are the user's (m1 theirs, om1 the bot's): the board matches.
  const board = compactBoard(mirrorView(publicView(input.botView)), {
    labels: { you: input.userName, opponent: `${char} (you)` },
    turnOwners: { you: `${input.userName}'s`, opponent: 'your' },
  });
  const user = fillTemplate(loadPrompt('narrator'), {
    user: input.userName,
    char,
    actor: input.actor === 'user' ? input.userName : `you (${char})`,
    events: facts.map((f) => `- ${neutralLine(f, input.userName, char)}`).join('\n') || '- (nothing)',
    board,
    remarks: input.remarks?.length ? input.remarks.map((r) => `- "${r}"`).join('\n') : '- (none)',
  });
  return [
    { role: 'system', content: personaSystem(input.persona, { user: input.userName, detail: 'full' }) },
    { role: 'user', content: user },
  ];
}

/**
 * One narration for one stretch. Yields text chunks; returns where the text came from.
 * With nothing notable in the stretch, or no model, it is the template (no call).
 */
export async function* narrate(input: NarrateInput): AsyncGenerator<string, CheckedStreamResult & { lines: number }> {
  const template = input.template || templateNarration(input.lines, input.persona);
  const publicLines = input.lines.map((l) => l.publicText).filter((t): t is string => t !== null);
  const facts = factsFor(publicLines, input.botView, input.vocabulary, input.extraNumbers ?? []);
  // The template is made of the human's own lines: its own facts are those lines.
  const useModel = input.model !== null && isNotable(input.lines);
  const gen = sentenceCheckedStream({
    model: useModel ? input.model : null,
    role: 'narration',
    messages: useModel ? narrationMessages(input) : [],
    template,
    check: (text) => checkText(text, facts, input.vocabulary),
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.onRecord ? { onRecord: input.onRecord } : {}),
  });
  for (;;) {
    const next = await gen.next();
    if (next.done) return { ...next.value, lines: publicLines.length };
    yield next.value;
  }
}
