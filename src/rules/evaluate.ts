/**
 * Retrieval quality on a quiz of players' questions: hit@k is the share of questions for
 * which any expected section id is among the top k results. Used by `npm run eval:rules`
 * and by a test, so a retrieval regression fails CI.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { RulesSearch } from './search.js';

export const QuizItemSchema = z.object({
  q: z.string().min(1),
  expect: z.array(z.string().min(1)).min(1),
});
export type QuizItem = z.infer<typeof QuizItemSchema>;

export const DEFAULT_QUIZ = new URL('../../tests/rules/quiz.json', import.meta.url);

export function loadQuiz(path: string | URL = DEFAULT_QUIZ): QuizItem[] {
  return z.array(QuizItemSchema).parse(JSON.parse(readFileSync(path, 'utf8')));
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
    const got = search.search(item.q, 3).map((h) => h.id);
    const index = got.findIndex((id) => item.expect.includes(id));
    const miss: QuizMiss = { q: item.q, expect: item.expect, got, rank: index < 0 ? null : index + 1 };
    if (index === 0) h1++;
    if (index >= 0) h3++;
    if (index < 0) misses.push(miss);
    else if (index > 0) notFirst.push(miss);
  }
  const total = quiz.length;
  return { total, hitAt1: total ? h1 / total : 0, hitAt3: total ? h3 / total : 0, misses, notFirst };
}
