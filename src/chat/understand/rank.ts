/**
 * The likeliest options for words that did not read as one: options that involve the
 * cards the player named and the kind of move their verb asks for come first. An
 * ask-back lists two to five of them, numbered, so the player can answer with a number.
 */
import type { Action, Option } from '../../engine/types.js';
import { normalizeName, type BoardWords } from './board.js';
import { COMMAND_WORDS, COMMON_WORDS } from './lexicon.js';

const VERB_KINDS: [RegExp, Action['type'][]][] = [
  [/\b(?:summon|tribute)\b/, ['normal-summon', 'special-summon']],
  [/\bset\b/, ['set-monster', 'set-spell-trap']],
  [/\battack\w*|directly\b/, ['attack', 'enter-battle']],
  [/\b(?:activate|chain|respond|revive|equip)\b/, ['activate']],
  [/\bflip\b/, ['flip-summon', 'activate']],
  [/\b(?:defense|position|switch|change)\b/, ['change-position']],
  [/\bdiscard\b/, ['discard']],
  [/\b(?:end|done|finish)\b/, ['end-turn', 'end-battle']],
  [/\bbattle\b/, ['enter-battle']],
  [/\b(?:choose|pick|target)\b/, ['choose']],
];

export function cardsOf(a: Action): number[] {
  switch (a.type) {
    case 'normal-summon':
    case 'set-monster':
      return [a.card, ...a.tributes];
    case 'special-summon':
      return [a.card, ...a.choice];
    case 'attack':
      return a.target === null ? [a.attacker] : [a.attacker, a.target];
    case 'choose':
      return a.pick === null ? [] : [a.pick];
    case 'flip-summon':
    case 'change-position':
    case 'discard':
    case 'set-spell-trap':
    case 'activate':
      return [a.card];
    default:
      return [];
  }
}

/** Cards the words may name, loosely: full names, nicknames and any name word of four letters or more. */
function looselyNamed(text: string, board: BoardWords): Set<number> {
  // Words of moves and places ("attack", "monster", "trap") never stand for a card that has them in its name.
  const words = new Set(normalizeName(text).split(' ').filter((w) => w.length >= 4 && !COMMAND_WORDS.includes(w) && !COMMON_WORDS.has(w)));
  const out = new Set<number>();
  for (const [name, ids] of board.names) if (name.split(' ').some((w) => words.has(w))) ids.forEach((id) => out.add(id));
  for (const [alias, names] of board.aliases) {
    if (!` ${normalizeName(text)} `.includes(` ${alias} `)) continue;
    for (const n of names) (board.names.get(normalizeName(n)) ?? []).forEach((id) => out.add(id));
  }
  return out;
}

/** The words of a choice's own label after its prompt ("Monster Reborn: Attack Position" → attack, position). */
function choiceWords(o: Option): string[] {
  if (o.action.type !== 'choose') return [];
  const label = o.label.toLowerCase();
  return label.slice(label.lastIndexOf(':') + 1).split(/[^a-z]+/).filter((w) => w.length >= 4 && w !== 'position');
}

function scoreOptions(text: string, options: readonly Option[], board: BoardWords): { o: Option; i: number; score: number }[] {
  const named = looselyNamed(text, board);
  // Verbs are read with the visible card names taken out: "battle ox" asks for no Battle Phase.
  const verbs = [...board.names.keys()].reduce((t, n) => t.split(n).join(' '), normalizeName(text));
  const kinds = VERB_KINDS.filter(([re]) => re.test(verbs)).flatMap(([, k]) => k);
  const said = new Set(text.split(/[^a-z]+/));
  return options.map((o, i) => {
    const cards = cardsOf(o.action);
    const labelled = choiceWords(o).some((w) => said.has(w)) ? 3 : 0;
    const score = 3 * cards.filter((id) => named.has(id)).length + (kinds.includes(o.action.type) ? 2 : 0) + labelled;
    return { o, i, score };
  });
}

/**
 * The options that fit both the verb and the cards said (or a choice's own words) better
 * than any other, when some do: "invoco celtic guardian" is the summon, not the Set too.
 * Null when nothing fits that well; the ranked list is then the ask-back.
 */
export function bestFits(text: string, options: readonly Option[], board: BoardWords): Option[] | null {
  const scored = scoreOptions(text, options, board);
  const best = Math.max(0, ...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best).map((s) => s.o);
  // A verb alone fits when it picks out one option ("fin du tour": the end of the turn).
  if (best < 3) return best === 2 && top.length === 1 ? top : null;
  return top.length <= 3 ? top : null;
}

export function rankOptions(text: string, options: readonly Option[], board: BoardWords): Option[] {
  if (options.length === 0) return [];
  const scored = scoreOptions(text, options, board);
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  const seen = new Set<string>();
  const out: Option[] = [];
  for (const { o, score } of scored) {
    if (out.length >= 5 || (score === 0 && out.length >= 2)) break;
    const key = o.label;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(o);
  }
  // At a response window, letting things resolve is always one of the likely answers.
  const pass = options.find((o) => o.action.type === 'pass');
  if (pass && !out.includes(pass)) out.splice(Math.min(out.length, 4), out.length >= 5 ? 1 : 0, pass);
  return out;
}
