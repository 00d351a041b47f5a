/**
 * Which visible cards a clause names, and how surely: a full name, a nickname, a zone
 * reference, one distinctive word of a name ("the stone guy"), a misspelt name word
 * ("celtc"), "it"/"him" for the card just named or played. A side word before the
 * mention ("his elf", "my imp") keeps only that side's cards. Card names match only as
 * names: the words of moves and places ("attack", "monster", "trap") never name a card.
 */
import { distance } from 'fastest-levenshtein';
import { normalizeName, type BoardWords, type SeenCard } from './board.js';
import { COMMAND_WORDS, COMMON_WORDS } from './lexicon.js';
import { describedBy, describePhrases } from './described.js';

/** Card id → how surely the clause names it (3 a full name or nickname, 2 a name word or "it", 1 a misspelling). */
export type Mentions = Map<number, number>;

const OWN_WORDS = new Set(['my', 'mine', 'our']);
const OPP_WORDS = new Set(['his', 'her', 'their', 'your', 'opponents', 'opponent', 'enemy', 'kips']);
const PRONOUNS = /\b(?:it|him|that one|this one|that guy|this guy|that monster|this monster|that card|this card)\b(?! is\b)/;

/** How many edits a name word may carry: none below five letters, where a slip makes another word. */
function budget(length: number): number {
  return length < 5 ? 0 : length < 8 ? 1 : 2;
}

function add(out: Mentions, ids: Iterable<number>, weight: number): void {
  for (const id of ids) out.set(id, Math.max(out.get(id) ?? 0, weight));
}

/** Words a player may say about a card without them being a name: never typo-matched or name-word matched. */
function isPlainWord(w: string): boolean {
  return w.length < 4 || COMMAND_WORDS.includes(w) || COMMON_WORDS.has(w) || /^\d+$/.test(w);
}

/** The side a mention at word index `at` is given by the word before it ("his elf"), if any. */
function sideBefore(words: readonly string[], at: number): 'own' | 'opp' | null {
  for (let i = at - 1; i >= Math.max(0, at - 2); i--) {
    const w = words[i]!;
    if (OWN_WORDS.has(w)) return 'own';
    if (OPP_WORDS.has(w)) return 'opp';
    if (w !== 'the' && w !== 'a') return null;
  }
  return null;
}

function keepSide(board: BoardWords, ids: readonly number[], side: 'own' | 'opp' | null): number[] {
  if (!side) return [...ids];
  const kept = ids.filter((id) => board.cards.find((c) => c.id === id)?.side === side);
  return kept.length ? kept : [...ids];
}

/** Every phrase of up to `max` words, with where it starts. */
function* phrases(words: readonly string[], max: number): Generator<{ text: string; at: number; len: number }> {
  for (let len = Math.min(max, words.length); len >= 1; len--) {
    for (let at = 0; at + len <= words.length; at++) yield { text: words.slice(at, at + len).join(' '), at, len };
  }
}

function idsOfNames(board: BoardWords, names: readonly string[]): number[] {
  return names.flatMap((n) => board.names.get(normalizeName(n)) ?? []);
}

/** Full names and nicknames, longest first; the words they cover are not read again. */
function exactMentions(words: string[], board: BoardWords, out: Mentions, used: boolean[]): void {
  for (const p of phrases(words, 7)) {
    if (used.slice(p.at, p.at + p.len).some(Boolean)) continue;
    const ids = board.names.get(p.text) ?? (board.aliases.has(p.text) ? idsOfNames(board, board.aliases.get(p.text)!) : null);
    const refCard = p.len === 1 ? board.cards.find((c) => c.ref !== '' && c.ref === p.text) : undefined;
    const hit = ids ?? (refCard ? [refCard.id] : null);
    if (!hit || hit.length === 0) continue;
    if (p.len === 1 && !refCard && p.text.length < 2) continue;
    add(out, keepSide(board, hit, sideBefore(words, p.at)), 3);
    for (let i = p.at; i < p.at + p.len; i++) used[i] = true;
  }
}

/** One word of a visible name ("stone", "guardian"), exact or misspelt within its budget. */
function wordMentions(words: string[], board: BoardWords, out: Mentions, used: boolean[]): void {
  const named = [...board.names.entries()];
  words.forEach((w, at) => {
    if (used[at] || isPlainWord(w)) return;
    const exact = named.filter(([n]) => n.split(' ').includes(w));
    const fuzzy = exact.length
      ? []
      : named.filter(([n]) => n.split(' ').some((nw) => nw.length >= 5 && !isPlainWord(nw) && Math.abs(nw.length - w.length) <= 2 && distance(nw, w) <= budget(Math.min(nw.length, w.length))));
    const hits = exact.length ? exact : fuzzy;
    if (hits.length === 0) return;
    add(out, keepSide(board, hits.flatMap(([, ids]) => ids), sideBefore(words, at)), exact.length ? 2 : 1);
    used[at] = true;
  });
}

/**
 * What is left, said of a card by what it is ("the bird", "my wizard", "the rock guy") or
 * by its ATK or DEF ("the 1400 one"): the visible cards those facts fit, as surely as a name word.
 */
function describedMentions(words: string[], board: BoardWords, out: Mentions, used: boolean[]): void {
  words.forEach((w, at) => {
    if (used[at]) return;
    const stat = /^\d{3,4}$/.test(w) ? Number(w) : null;
    const fits = stat !== null ? monstersWithStat(board, stat) : describedBy(w, board).map((c) => c.id);
    // "the 1800 guy" when no monster has 1800: a card was said that is none of these, so no option covers it.
    if (fits.length === 0 && stat !== null && saidAsCard(words, at, stat)) add(out, [UNFITTED], 2);
    if (fits.length === 0) return;
    add(out, keepSide(board, fits, sideBefore(words, at)), 2);
    used[at] = true;
  });
}

/** Visible monsters whose ATK is the number said, else whose DEF is; the player's own hand by its printed figures. */
function monstersWithStat(board: BoardWords, n: number): number[] {
  const printed = (c: SeenCard, key: 'atk' | 'def'): number | null | undefined => {
    const facts = board.state.catalog[String(board.state.cards[c.id]?.passcode)] as { kind?: string; atk?: number; def?: number } | undefined;
    return facts?.kind === 'monster' ? facts[key] : null;
  };
  const stat = (c: SeenCard, key: 'atk' | 'def'): number | null | undefined => (c.where === 'monster' ? c[key] : printed(c, key));
  const field = board.cards.filter((c) => c.where === 'monster' || (c.where === 'hand' && c.name));
  const byAtk = field.filter((c) => stat(c, 'atk') === n);
  return (byAtk.length ? byAtk : field.filter((c) => stat(c, 'def') === n)).map((c) => c.id);
}

/** The id of a card said by a figure no visible card has: no option moves it, so no option covers the words. */
export const UNFITTED = -1;

/** A number said as a monster's figure ("the 1800 guy", "my 2000 one"), not Life Points or damage. */
function saidAsCard(words: readonly string[], at: number, n: number): boolean {
  if (n % 50 !== 0 || n > 5000) return false;
  const next = words[at + 1] ?? '';
  if (/^(?:lp|life|points?|damage|dmg|hp|left)$/.test(next)) return false;
  return /^(?:guy|one|dude|monster|man|boi|boy|thing|atk|def|attacker|beater|beatstick)$/.test(next) || /^(?:the|my|his|her|your|ur|their|a)$/.test(words[at - 1] ?? '');
}

/** The words of a clause that are no part of a card's name or nickname ("raigeki now pls" → now, pls). */
export function wordsOutsideNames(text: string, board: BoardWords): string[] {
  const words = normalizeName(text.replace(/'s\b/g, '')).split(' ').filter((w) => w !== '');
  const used = words.map(() => false);
  exactMentions(words, board, new Map(), used);
  wordMentions(words, board, new Map(), used);
  return words.filter((_, i) => !used[i]);
}

/** The card ids a clause names, with how surely. */
export function mentionsIn(text: string, board: BoardWords, referents: readonly number[]): Mentions {
  const out: Mentions = new Map();
  const words = normalizeName(describePhrases(text.replace(/'s\b/g, ''))).split(' ').filter((w) => w !== '');
  const used = words.map(() => false);
  exactMentions(words, board, out, used);
  wordMentions(words, board, out, used);
  describedMentions(words, board, out, used);
  const it = referents.find((id) => board.cards.some((c) => c.id === id && c.ref !== ''));
  if (it !== undefined && PRONOUNS.test(text)) add(out, [it], 2);
  return out;
}

/** The card a mention stands for, as the board shows it. */
export function seen(board: BoardWords, id: number): SeenCard | undefined {
  return board.cards.find((c) => c.id === id);
}
