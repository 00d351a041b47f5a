/**
 * The question-and-answer list (data/rules/faq.json, our own words): common player
 * questions mapped to a one-line answer and the reference sections behind it. An entry
 * applies only when the question has a word of each of its `need` groups and none of its
 * `exclude` words; among those, the one whose example questions share most of the
 * question's words wins, above a floor. A wrong confident answer is worse than none, so
 * anything below the floor falls through to the section-based answer.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { RulesReference } from '../reference.js';
import { analyze, canonicalize } from '../search.js';

export const FaqEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  ask: z.array(z.string().min(3)).min(1),
  need: z.array(z.string().min(1)),
  exclude: z.array(z.string().min(1)).optional(),
  answer: z.string().min(3),
  sections: z.array(z.string().min(1)).min(1),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

const FaqFileSchema = z.object({ note: z.string().optional(), entries: z.array(FaqEntrySchema) });

export const DEFAULT_FAQ = new URL('../../../data/rules/faq.json', import.meta.url);

export interface Faq {
  entries: FaqEntry[];
  /** The entry that answers the question, with how well it matched (0..1), or null. */
  match(question: string): { entry: FaqEntry; score: number } | null;
}

/** How alike two questions are: the Dice coefficient of their analysed words. */
function similarity(a: readonly string[], b: readonly string[]): number {
  const sa = new Set(a);
  const sb = new Set(b);
  if (sa.size === 0 || sb.size === 0) return 0;
  let common = 0;
  for (const t of sa) if (sb.has(t)) common++;
  return (2 * common) / (sa.size + sb.size);
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One alternative of a need group, as a pattern over the canonical question (endings allowed). */
function alternativePattern(word: string): RegExp {
  const canon = canonicalize(word).trim();
  const body = escapeRegExp(canon).replace(/\s+/g, '\\s+');
  // Short words take only a grammatical ending ("no" must not match "normal", "set" matches
  // "setting"); longer ones may take any short ending.
  if (/^\d+$/.test(canon)) return new RegExp(`\\b${body}\\b`);
  return canon.length <= 3 ? new RegExp(`\\b${body}(?:s|es|ed|ing|ting|ted)?\\b`) : new RegExp(`\\b${body}\\w{0,3}\\b`);
}

/**
 * Words that change which question is asked ("special" vs "normal" Summon, "own" vs the
 * opponent's cards, Spell vs Trap...). A question holding one of them that an entry's
 * examples and answer never use is a different question: the entry does not apply.
 */
const CONTRASTIVE = new Set(analyze(
  'own special normal quickplay counter continuous field equip ritual fusion synchro xyz link pendulum token hand deck ' +
  'graveyard extra banish facedown faceup defense def atk attack classic modern 2008 opponent spell trap monster flip ' +
  'tribute set draw chain damage direct lp negate effect position speed second respond another target attacked',
));

/**
 * Analysed words players use for one another ("def" for "defense"): an entry that uses one knows
 * the other. ("gy" needs nothing here: canonicalize already makes it "graveyard".)
 */
const SHORT_FORMS: readonly (readonly string[])[] = [analyze('def defense')];

function withShortForms(vocabulary: Set<string>): Set<string> {
  for (const forms of SHORT_FORMS) if (forms.some((f) => vocabulary.has(f))) for (const f of forms) vocabulary.add(f);
  return vocabulary;
}

interface CompiledEntry {
  entry: FaqEntry;
  /** Every analysed word of the entry's examples and answer. */
  vocabulary: Set<string>;
  asks: string[][];
  need: RegExp[][];
  exclude: RegExp[];
}

/** Below this similarity an entry is not trusted to answer. */
export const FAQ_MIN_SCORE = 0.3;

export function createFaq(entries: readonly FaqEntry[], reference?: RulesReference): Faq {
  if (reference) {
    for (const e of entries) {
      for (const id of e.sections) if (!reference.byId.has(id)) throw new Error(`faq entry "${e.id}" cites unknown section "${id}"`);
    }
  }
  const compiled: CompiledEntry[] = entries.map((entry) => ({
    entry,
    vocabulary: withShortForms(new Set([...entry.ask.flatMap((a) => analyze(a)), ...analyze(entry.answer)])),
    asks: entry.ask.map((a) => analyze(a)),
    need: entry.need.map((g) => g.split('|').map(alternativePattern)),
    exclude: (entry.exclude ?? []).map(alternativePattern),
  }));
  const match = (question: string): { entry: FaqEntry; score: number } | null => {
    const text = canonicalize(question);
    const terms = analyze(question);
    let best: { entry: FaqEntry; score: number } | null = null;
    for (const c of compiled) {
      if (!c.need.every((group) => group.some((p) => p.test(text)))) continue;
      if (c.exclude.some((p) => p.test(text))) continue;
      if (terms.some((t) => CONTRASTIVE.has(t) && !c.vocabulary.has(t))) continue;
      const score = Math.max(...c.asks.map((a) => similarity(terms, a)));
      if (score >= FAQ_MIN_SCORE && (!best || score > best.score)) best = { entry: c.entry, score };
    }
    return best;
  };
  return { entries: [...entries], match };
}

/** Loads and checks data/rules/faq.json (ours: a broken file is a bug and throws). */
export function loadFaq(reference?: RulesReference, path: string | URL = DEFAULT_FAQ): Faq {
  const file = FaqFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const ids = new Set<string>();
  for (const e of file.entries) {
    if (ids.has(e.id)) throw new Error(`faq: duplicate entry id "${e.id}"`);
    ids.add(e.id);
  }
  return createFaq(file.entries, reference);
}
