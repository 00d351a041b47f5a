/**
 * Quality on a quiz of players' questions (tests/rules/quiz.json), used by
 * `npm run eval:rules` and by tests, so a regression fails CI:
 *
 * - retrieval: hit@k is the share of questions for which any expected section id is among
 *   the top k search results;
 * - answers: the share of questions whose answer states every fact listed for it. A fact
 *   is a word or number the answer must contain ("next turn", "8000"), with alternatives
 *   split by "|"; "yes" and "no" are verdicts and must be in the answer's first sentence.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { RulesSearch } from './search.js';

/** The seven groups of the players' set (tests/rules/players.json). */
export const PLAYER_GROUPS = ['cards', 'timing', 'battle', 'summoning', 'chains', 'deck', 'board'] as const;
export type PlayerGroup = (typeof PLAYER_GROUPS)[number];
/** Every group a question file may use: the blind set adds questions about the GOAT format. */
export const QUESTION_GROUPS = [...PLAYER_GROUPS, 'goat'] as const;
export type QuestionGroup = (typeof QUESTION_GROUPS)[number];

export const QuizItemSchema = z.object({
  q: z.string().min(1),
  /** Section ids retrieval should find (the rules quiz); players' card and situation questions may have none. */
  expect: z.array(z.string().min(1)).min(1).optional(),
  group: z.enum(QUESTION_GROUPS).optional(),
  /** What a right answer must state; see `statesFact`. */
  facts: z.array(z.string().min(1)).min(1).optional(),
  /** The player's earlier messages in the conversation, oldest first ("what does that card do?" after one naming it). */
  context: z.array(z.string().min(1)).min(1).optional(),
  /** Why a fact differs from what the question's writer expected (only where the rules say otherwise). */
  note: z.string().min(1).optional(),
});
export type QuizItem = z.infer<typeof QuizItemSchema>;

/** The quiz written before this judge read questions (reported apart as "written before the judge saw it"). */
export const DEFAULT_QUIZ = new URL('../../tests/rules/quiz.json', import.meta.url);
/** Questions written the way players ask mid-duel, in groups. */
export const PLAYERS_QUIZ = new URL('../../tests/rules/players.json', import.meta.url);
/** The development half of a blind set: written by someone who never saw the judge (reported apart). */
export const BLIND_DEV_QUIZ = new URL('../../tests/rules/blind-dev.json', import.meta.url);
/**
 * Questions written for the judge's generalisation work (not blind): new phrasings of the kinds
 * of question a held-back set showed failing (verdicts, battle numbers by name, card amounts,
 * nicknames, chain legality, Set Traps, Field Spells, locations); reported apart.
 */
export const GENERALISE_QUIZ = new URL('../../tests/rules/generalise.json', import.meta.url);

/**
 * The second generalisation set (not blind): basic counts asked without the number, summoning
 * verdicts a nearby entry answered the other way, battle numbers by name, timing and chain results.
 */
export const GENERALISE_2_QUIZ = new URL('../../tests/rules/generalise-2.json', import.meta.url);

/**
 * The third generalisation set (not blind): responses to a Summon, an attack, the Damage Step
 * and the End Phase; Continuous Traps and later Life Points; Chain order with the cards named;
 * loose battle numbers; "what does that card do?" with the card named before (some with the
 * conversation's earlier messages); typed as players type mid-duel.
 */
export const GENERALISE_3_QUIZ = new URL('../../tests/rules/generalise-3.json', import.meta.url);

/** Where a question file does not fit the schema, in a line a person can act on. */
export function quizProblem(issues: readonly z.core.$ZodIssue[], items: unknown): string {
  const issue = issues[0]!;
  const [index, field] = issue.path;
  const item = Array.isArray(items) && typeof index === 'number' ? (items[index] as { q?: unknown } | undefined) : undefined;
  const which = typeof index === 'number' ? `item ${index + 1}${typeof item?.q === 'string' ? ` ("${item.q.slice(0, 60)}")` : ''}` : 'the file';
  const message = issue.code === 'invalid_value' && 'values' in issue ? `must be one of ${issue.values.join(', ')}` : issue.message;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
  return `${which}${field !== undefined ? `, field "${issue.path.slice(1).join('.')}"` : ''}: ${message}${more}`;
}

/** A question file, checked: a bad one throws one short line naming the item and the field. */
export function loadQuiz(path: string | URL = DEFAULT_QUIZ): QuizItem[] {
  const name = typeof path === 'string' ? path : path.pathname.split('/').slice(-2).join('/');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`${name}: ${(err as Error).message}`);
  }
  const parsed = z.array(QuizItemSchema).safeParse(raw);
  if (!parsed.success) throw new Error(`${name}: ${quizProblem(parsed.error.issues, raw)}`);
  return parsed.data;
}

export interface QuizMiss {
  q: string;
  expect: string[];
  got: string[];
  /** 1-based rank of the first expected id within the top k, or null if outside. */
  rank: number | null;
}

export interface QuizReport {
  total: number;
  hitAt1: number;
  hitAt3: number;
  /** Questions with no expected id in the top 3. */
  misses: QuizMiss[];
  /** Questions found in the top 3 but not first. */
  notFirst: QuizMiss[];
}

export function evaluateQuiz(search: RulesSearch, quiz: readonly QuizItem[]): QuizReport {
  let h1 = 0;
  let h3 = 0;
  const misses: QuizMiss[] = [];
  const notFirst: QuizMiss[] = [];
  for (const item of quiz) {
    if (!item.expect) continue;
    const expect = item.expect;
    const got = search.search(item.q, 3).map((h) => h.id);
    const index = got.findIndex((id) => expect.includes(id));
    const miss: QuizMiss = { q: item.q, expect, got, rank: index < 0 ? null : index + 1 };
    if (index === 0) h1++;
    if (index >= 0) h3++;
    if (index < 0) misses.push(miss);
    else if (index > 0) notFirst.push(miss);
  }
  const total = quiz.filter((item) => item.expect).length;
  return { total, hitAt1: total ? h1 / total : 0, hitAt3: total ? h3 / total : 0, misses, notFirst };
}

// =======================================================================================
// Answers

const flat = (text: string): string => text.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ').trim();
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The answer in the judge's own words: what it printed before quoting anything. Cited
 * sections, the card's line and text, and "Rule:" quotes are cut, so an answer is scored
 * on what it says, not on reference text printed after it.
 */
export function answerTextAlone(text: string): string {
  const cut = text.search(/\n(?:For reference:|From the rules reference:|Sources:)/);
  const body = cut < 0 ? text : text.slice(0, cut);
  return body
    .split('\n')
    .filter((line) => !/^(?:Card mentioned:|Rule:|About this kind of card:|- Card:)/.test(line))
    .join('\n')
    .trimEnd();
}

/** The answer's first sentence (its verdict), after any note about the model not answering. */
function verdictOf(text: string): string {
  const body = text.replace(/^\(The language model did not answer[^\n]*\)\n/, '');
  const m = /^.*?[.!?:;](?=\s|$)/.exec(flat(body));
  return m ? m[0] : flat(body);
}

/** Whether an answer states a fact: one of its "|" alternatives, as whole words. */
export function statesFact(full: string, fact: string): boolean {
  const text = answerTextAlone(full);
  const all = flat(text);
  return fact.split('|').some((alt) => {
    const a = flat(alt);
    if (a === 'yes' || a === 'no') return new RegExp(`\\b${a}\\b`).test(verdictOf(text));
    // A plural counts ("counter traps" states "counter trap"); a longer word does not ("800" is not "80").
    return new RegExp(`(?<![a-z0-9])${escapeRegExp(a)}(?:s|es)?(?![a-z0-9])`).test(all);
  });
}

export interface AnswerMiss {
  q: string;
  /** The facts the answer did not state. */
  missing: string[];
  /** The answer's first line. */
  answer: string;
}

export interface GroupFigures {
  total: number;
  right: number;
}

export interface AnswerReport {
  /** Questions that list facts. */
  total: number;
  /** Share of those whose answer states all of them. */
  factsStated: number;
  misses: AnswerMiss[];
  /** Per group (questions without a group under "other"). */
  groups: Record<string, GroupFigures>;
}

/** Whether an answer states every fact a question lists. */
export function statesAllFacts(text: string, facts: readonly string[]): boolean {
  return facts.every((f) => statesFact(text, f));
}

/** Asks every question that lists facts and checks the answers. */
export async function evaluateAnswers(quiz: readonly QuizItem[], answer: (question: string, context?: readonly string[]) => Promise<string>): Promise<AnswerReport> {
  const misses: AnswerMiss[] = [];
  const groups: Record<string, GroupFigures> = {};
  let total = 0;
  for (const item of quiz) {
    if (!item.facts) continue;
    total++;
    const g = (groups[item.group ?? 'other'] ??= { total: 0, right: 0 });
    g.total++;
    const text = await answer(item.q, item.context);
    const missing = item.facts.filter((f) => !statesFact(text, f));
    if (missing.length) misses.push({ q: item.q, missing, answer: answerTextAlone(text).split('\n').slice(0, 2).join(' / ') });
    else g.right++;
  }
  return { total, factsStated: total ? (total - misses.length) / total : 0, misses, groups };
}
