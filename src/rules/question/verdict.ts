/**
 * A yes/no question gets its yes or no first. Most answerers say it themselves (a card's
 * facts, an engine run); an answer that states the facts without one (a rule's sentence, a
 * question-and-answer entry written for another phrasing) gets the verdict its own words
 * give: the clause of the answer that says most of what the question asks, read for a
 * negation ("they do not count toward the 40" answers "do Extra Deck cards count toward
 * the 40?" with No). When no clause says enough of the question, or it says it only with a
 * restriction ("only in your Main Phase"), no verdict is added: a wrong yes is worse than none.
 */
import { analyze } from '../search.js';
import { kindAtStart } from './read.js';

const NEGATION = /\b(?:not|no|never|cannot|neither|nor|none|nothing|dont|doesnt|isnt|arent|cant|wont|didnt|wasnt)\b|\b\w+n't\b/;
const RESTRICTION = /\b(?:only|unless|except|but not)\b/;

/** The clause of the question that asks yes or no ("do i win" in "he attacks, I flip X, do i win"). */
export function yesNoClause(question: string): string | null {
  const text = question.toLowerCase().replace(/[\u2018\u2019`]/g, "'");
  const clauses = text.split(/[,;.?!:]+\s*|\s+-+\s+/).map((c) => c.trim()).filter(Boolean);
  for (const clause of [...clauses].reverse()) {
    const kind = kindAtStart(clause);
    if (kind === 'can' || kind === 'does') return clause;
  }
  const mid = /\b(?:can|could|does|do|is|are|will|would)\s+(?:i|it|he|she|they|that|this|my|his|her|their|the|a|an|we|you)\b[^,;.?!]*/.exec(text);
  return mid ? mid[0] : null;
}

/** The answer's clauses in order: sentences, split again at "but", "and so", "so". */
function clausesOf(answer: string): string[] {
  return answer
    .split(/(?<=[.;:!?])\s+|,\s+(?:but|so|and so|while|whereas)\s+|\s+but\s+/)
    .map((c) => c.trim())
    .filter((c) => c.length > 0 && !/^\(/.test(c));
}

/** Yes or no as the answer's own words give it, or null when they do not settle it. */
export function derivedVerdict(question: string, answer: string): { verdict: 'yes' | 'no'; clause: string } | null {
  const asked = yesNoClause(question);
  if (!asked) return null;
  // "Can't I ...?", "doesn't it ...?": a yes could mean either; leave the facts to speak.
  if (NEGATION.test(asked)) return null;
  const terms = new Set(analyze(asked));
  if (terms.size < 2) return null;
  let best: { clause: string; overlap: number } | null = null;
  for (const clause of clausesOf(answer)) {
    const words = new Set(analyze(clause));
    let overlap = 0;
    for (const t of terms) if (words.has(t)) overlap++;
    if (!best || overlap > best.overlap) best = { clause, overlap };
  }
  if (!best || best.overlap < 2 || best.overlap * 3 < terms.size * 2) return null;
  const lower = best.clause.toLowerCase();
  // "Can I ...?" is answered by a clause about what may be done, not by a definition ("To attack directly is ...").
  if (/^(?:can|could|may|am i allowed|is it (?:legal|possible|ok))\b/.test(asked) && !/\b(?:can|could|may|must|cannot|able|unable|allowed|legal|illegal)\b|\b\w+n't\b/.test(lower)) return null;
  if (NEGATION.test(lower)) return { verdict: 'no', clause: best.clause };
  if (RESTRICTION.test(lower)) return null;
  return { verdict: 'yes', clause: best.clause };
}
