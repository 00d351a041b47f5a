/**
 * At an effect's choice of cards ("Add 1 Warrior from your Deck: Blade Knight / … / Ninja
 * Grandmaster Sasuke"), a short message that names one choice by a word of its name only that
 * choice has ("the ninja one", "sasuke pls") picks it. A word two choices share, or a message
 * that says more than a pick, is left to the other readings (which ask back when unsure).
 */
import type { Option } from '../../engine/types.js';
import { nameWords as words } from '../../cards/nameMatch.js';
import { NO_WORDS } from './classify.js';
import { COMMAND_WORDS, COMMON_WORDS } from './lexicon.js';

/** The card name a choice's label ends with ("…: Ninja Grandmaster Sasuke"), lower case. */
function choiceName(label: string): string {
  const at = label.lastIndexOf(': ');
  return (at >= 0 ? label.slice(at + 2) : label).toLowerCase();
}


export function choiceByWord(text: string, options: readonly Option[], pendingKind: string | undefined): Option | null {
  if (pendingKind !== 'choose') return null;
  const choices = options.filter((o) => o.action.type === 'choose');
  const said = words(text);
  if (choices.length < 2 || said.length === 0 || said.length > 6) return null;
  const named = choices.map((o) => words(choiceName(o.label)));
  const telling = said.filter((w) => w.length >= 4 && !COMMAND_WORDS.includes(w) && !COMMON_WORDS.has(w));
  const hits = new Set<number>();
  for (const w of telling) {
    const having = named.flatMap((n, i) => (n.includes(w) ? [i] : []));
    if (having.length === 1) hits.add(having[0]!);
    else if (having.length > 1) return null;
  }
  if (hits.size !== 1) return null;
  const [only] = [...hits];
  // Every telling word must belong to the picked name: "ninja attack now" says more than a pick.
  return telling.every((w) => named[only!]!.includes(w)) ? choices[only!]! : null;
}

/** Words that keep a "no" from being a pass: a move, a card kind, or "wait" (the player is still thinking). */
const NOT_A_PASS = /\b(?:activate|chain|use|flip|respond|negate|play|with|trap|spell|card|wait|hold|hang|stop|but|instead|actually)\b/;

/**
 * "nah let it be", "no let it resolve", "let it go", "go ahead" at a "respond or pass?" window:
 * the pass. A message naming a move or asking to wait is left to the other readings.
 */
export function passAtWindow(text: string, options: readonly Option[], pendingKind: string | undefined): Option | null {
  if (pendingKind !== 'respond') return null;
  const pass = options.find((o) => o.action.type === 'pass');
  const said = words(text);
  if (!pass || said.length === 0 || said.length > 6 || NOT_A_PASS.test(said.join(' '))) return null;
  const rest = NO_WORDS.test(said[0]!) ? said.slice(1) : said;
  const letGo = /^(?:(?:just )?let (?:it|that|them|him|her) (?:be|go|resolve|happen|through|pass)|go ahead|(?:its )?fine|all good|resolve(?: it)?|nothing|im good|i m good|pass)$/;
  return rest.length === 0 || letGo.test(rest.join(' ')) ? pass : null;
}
