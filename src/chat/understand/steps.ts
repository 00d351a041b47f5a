/**
 * A message cut into the pieces a plan is made of: sentences, then clauses joined by
 * commas, "and", "then", "&", "after that". The pieces are not yet steps: the plan
 * driver joins neighbours back when together they read as one move ("tribute imp and
 * elf for skull"), and lends a verb-less piece the verb of the step before ("set remove
 * trap and the sword").
 */

const CLAUSE_SPLIT = /\s*(?:,\s*(?:and\s+)?(?:then\s+)?|;\s*|\s+&\s+|\s+\+\s+|\s+and\s+then\s+|\s+then\s+|\s+and\s+|\s+after that\s+|\s+afterwards\s+|\s+also\s+|\s*\.\s+|\s*!\s+)/;

export function clauses(text: string): string[] {
  return text
    .split(CLAUSE_SPLIT)
    .map((s) => s.replace(/^(?:and|then|also|after that|next|now|first|finally|lastly)\s+/, '').replace(/[,.!;]+$/, '').trim())
    .filter((s) => s !== '' && !FILLER_PIECE.test(s));
}

/** Pieces that only keep the talk going ("i'm good, end the battle"): not steps. */
const FILLER_PIECE = /^(?:i am good|ok|okay|alright|cool|nice|fine|great|good|sure|hmm+|well|so|right|yeah|yes|k)$/;

/** Verbs a following verb-less clause may borrow. */
const VERBS = /^(summon|set|tribute|activate|discard|flip summon|flip|attack|choose|special summon|destroy|target)\b/;

export function verbOf(step: string): string | null {
  const verb = VERBS.exec(step)?.[1] ?? null;
  // "attack directly with X, and Y too": the next attacker attacks the same way.
  if (verb === 'attack') return /\bdirectly\b/.test(step) ? 'attack directly with' : 'attack with';
  return verb;
}

export function hasVerb(step: string): boolean {
  return VERBS.test(step) || /^(?:end|pass|enter|go|battle|change|switch|put|move|turn|revive|chain|respond|answer|yes|no|main|mp2|m2|main2|bp)\b/.test(step);
}

const EVERYTHING = /\b(?:with )?(?:everything|everyone|all of them|all my monsters|all monsters|all of my monsters|every monster|all)\b/;

/** "attack with everything" → one attack per monster that may still attack (their zone refs given). */
export function expandEverything(step: string, attackers: readonly string[]): string[] | null {
  if (!/\battack\b/.test(step) || !EVERYTHING.test(step)) return null;
  return attackers.map((ref) => step.replace(EVERYTHING, `with ${ref}`).replace(/\bwith (\S+) (.*) with\b/, 'with $1 $2'));
}
