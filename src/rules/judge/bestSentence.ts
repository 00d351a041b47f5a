/**
 * The sentence of a section that answers the question best. A section's first sentence
 * usually introduces its topic ("The Damage Step is where the declared battle is
 * settled"); the sentence a player needs is the one that shares the question's rarer words
 * ("only Counter Trap Cards and cards that change ATK or DEF may be activated"). Words are
 * weighed by how few sections use them (inverse document frequency over the reference).
 */
import type { RuleSection, RulesReference } from '../reference.js';
import { analyze } from '../search.js';

const idfCache = new WeakMap<RulesReference, Map<string, number>>();

function idfOf(reference: RulesReference): Map<string, number> {
  const cached = idfCache.get(reference);
  if (cached) return cached;
  const df = new Map<string, number>();
  for (const s of reference.sections) {
    for (const t of new Set(analyze(`${s.title} ${s.body}`))) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const n = reference.sections.length;
  const idf = new Map<string, number>();
  for (const [t, d] of df) idf.set(t, Math.log(1 + n / d));
  idfCache.set(reference, idf);
  return idf;
}

/** A section body cut into sentences (a full stop, ! or ? followed by a space and a capital or a digit). */
export function sentencesOf(body: string): string[] {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.split(/(?<=[.!?])\s+(?=[A-Z0-9(])/).map((s) => s.trim()).filter((s) => s !== '');
}

/** How much of the question's weighted vocabulary a text covers. */
export function overlapScore(questionTerms: readonly string[], text: string, reference: RulesReference): number {
  const idf = idfOf(reference);
  const have = new Set(analyze(text));
  let score = 0;
  for (const t of new Set(questionTerms)) if (have.has(t)) score += idf.get(t) ?? Math.log(1 + reference.sections.length);
  return score;
}

/** The section's sentences, best match for the question first (section order on a tie). */
export function rankedSentences(question: string | readonly string[], section: RuleSection, reference: RulesReference): string[] {
  const terms = typeof question === 'string' ? analyze(question) : question;
  return sentencesOf(section.body)
    .map((s, i) => ({ s, i, score: overlapScore(terms, s, reference) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.s);
}

/** The best-matching sentence of the section for the question (the first one on a tie or no overlap). */
export function bestSentence(question: string, section: RuleSection, reference: RulesReference): string {
  return rankedSentences(question, section, reference)[0] ?? section.body;
}
