/**
 * Finds the cards a player's sentence names, the way players type them: exact names,
 * names run together ("mirrorforce"), possessives ("the bug's flip"), nicknames
 * ("mst", "jar", from data/cards/aliases.json and the initials of every multi-word name
 * of our own cards, so a new card gets its short form with no list to edit) and
 * misspellings ("ookazy", "mirror forse"). Shared by the rules judge and whoever else
 * needs to read card names in free text; it knows nothing about rules or the chat.
 *
 * A single word that is also an ordinary word of the game ("attack", "trap", "field") is
 * never read as a card by nickname or typo: `commonWords` says which words those are.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { CardDb } from './cardDb.js';
import type { CardFacts } from './types.js';

export type NameHow = 'name' | 'joined' | 'nickname' | 'typo';

export interface NameHit {
  card: CardFacts;
  /** The words of the sentence that named it, as typed (lower case). */
  said: string;
  /** Index of its first and one past its last word among the sentence's words. */
  start: number;
  end: number;
  how: NameHow;
  /** For a misspelling: other cards as near to what was typed (the reading is then not sure). */
  alternatives?: CardFacts[];
}

export interface NameMatcher {
  /** Every card the text names, in the order they appear, each at most once. */
  find(text: string): NameHit[];
  /** The card a short phrase is (a name, nickname or near spelling of one); undefined when none. */
  card(phrase: string): CardFacts | undefined;
}

export interface NameMatcherOptions {
  /** Nickname -> card names; the default is data/cards/aliases.json. */
  aliases?: Readonly<Record<string, readonly string[]>>;
  /** Words of the game that a lone word is never a card for (unless it is a card's whole name). */
  commonWords?: ReadonlySet<string>;
  /** Also every card known by facts only (data/cards/facts.tsv), by its exact name. */
  everyCard?: boolean;
  /** More names read also when misspelled or run together (a format's pool); our own cards always are. */
  typoNames?: Iterable<string>;
  /**
   * Also read a long name by one word of it that no other name has ("torrential", "sakuretsu",
   * "solemn"): players say part of a long name. Words of six letters or more, none of these
   * ordinary words (a word the rules use in lower case, such as "change", never names a card alone).
   */
  partialNames?: ReadonlySet<string>;
}

const AliasFile = z.object({ aliases: z.record(z.string(), z.array(z.string())) });
const ALIAS_PATH = new URL('../../data/cards/aliases.json', import.meta.url);
let aliasFile: Record<string, string[]> | undefined;

function defaultAliases(): Record<string, string[]> {
  aliasFile ??= AliasFile.parse(JSON.parse(readFileSync(ALIAS_PATH, 'utf8'))).aliases;
  return aliasFile;
}

/** Lower case words, possessives dropped ("bug's" -> "bug", "players'" -> "players"), punctuation as spaces. */
export function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/([a-z0-9])'s\b/g, '$1')
    .replace(/s'(?=\s|$)/g, 's')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w.length > 0);
}

const keyOf = (name: string): string => nameWords(name).join(' ');

/** "Mystical Space Typhoon" -> "mst"; null for names of fewer than three words. */
export function initialsOf(name: string): string | null {
  const words = nameWords(name);
  return words.length >= 3 ? words.map((w) => w[0]).join('') : null;
}

interface Entry {
  passcode: number;
  how: NameHow;
  /** One of our own cards (data/cards/cards.json), not known by facts only. */
  own: boolean;
}

interface Index {
  exact: Map<string, Entry>;
  /** For typo matching: keys grouped by first letter and length ("m12"), so a scan reads a few dozen keys. */
  byShape: Map<string, string[]>;
}

const shapeOf = (key: string, length = key.length): string => `${key[0]}${length}`;

function add(index: Index, key: string, entry: Entry): void {
  if (key.length < 2 || index.exact.has(key)) return;
  index.exact.set(key, entry);
  const list = index.byShape.get(shapeOf(key)) ?? [];
  list.push(key);
  index.byShape.set(shapeOf(key), list);
}

function buildIndex(db: CardDb, options: NameMatcherOptions): Index {
  const index: Index = { exact: new Map(), byShape: new Map() };
  for (const card of db.all()) add(index, keyOf(card.name), { passcode: card.passcode, how: 'name', own: true });
  // Every known card is read by its exact name through the database (whose name index exists
  // anyway); only a bounded pool of names goes into the typo index, so building it stays cheap.
  for (const name of options.typoNames ?? []) {
    const card = db.byName(name);
    if (card) {
      add(index, keyOf(name), { passcode: card.passcode, how: 'name', own: false });
      add(index, keyOf(name).replace(/ /g, ''), { passcode: card.passcode, how: 'joined', own: false });
    }
  }
  for (const card of db.all()) {
    add(index, keyOf(card.name).replace(/ /g, ''), { passcode: card.passcode, how: 'joined', own: true });
    const short = initialsOf(card.name);
    if (short && !options.commonWords?.has(short)) add(index, short, { passcode: card.passcode, how: 'nickname', own: true });
  }
  if (options.partialNames) addPartialNames(index, db, options);
  for (const [alias, names] of Object.entries(options.aliases ?? defaultAliases())) {
    if (names.length !== 1) continue;
    const card = db.byName(names[0]!);
    if (card) add(index, keyOf(alias), { passcode: card.passcode, how: 'nickname', own: true });
  }
  return index;
}

/** Each distinctive word of exactly one name (our cards and the typo pool) read as that name. */
function addPartialNames(index: Index, db: CardDb, options: NameMatcherOptions): void {
  const owners = new Map<string, Set<number>>();
  const names = [...db.all().map((c) => c.name), ...(options.typoNames ?? [])];
  for (const name of names) {
    const card = db.byName(name);
    const words = nameWords(name);
    if (!card || words.length < 2) continue;
    for (const w of words) {
      if (w.length < 6 || options.partialNames?.has(w)) continue;
      const set = owners.get(w) ?? new Set<number>();
      set.add(card.passcode);
      owners.set(w, set);
    }
  }
  // A word two names share goes to the one among our own cards when only one of them is ("solemn": Solemn Judgment, not Solemn Wishes).
  const own = new Set(db.all().map((c) => c.passcode));
  for (const [word, cards] of owners) {
    const pick = cards.size === 1 ? [...cards] : [...cards].filter((p) => own.has(p));
    if (pick.length === 1) add(index, word, { passcode: pick[0]!, how: 'nickname', own: true });
  }
}

/** How many typing mistakes a phrase of this length may hold and still be read as a name. */
function typoAllowance(length: number): number {
  return length < 5 ? 0 : length < 12 ? 1 : 2;
}

/**
 * Edit distance, or `limit` as soon as it cannot come under `limit` (every entry of a row
 * is at least that): most names are far from a phrase, and this stops on them early.
 */
function boundedDistance(a: string, b: string, limit: number): number {
  let prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const cur = new Array<number>(b.length + 1);
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (cur[j]! < rowMin) rowMin = cur[j]!;
    }
    if (rowMin >= limit) return limit;
    prev = cur;
  }
  return Math.min(prev[b.length]!, limit);
}

/** The names nearest to a misspelled phrase (several when they tie), within its typo allowance. */
function nearest(index: Index, phrase: string): string[] {
  const allowance = typoAllowance(phrase.length);
  if (allowance === 0) return [];
  let best: string[] = [];
  let bestDistance = allowance + 1;
  for (let length = phrase.length - allowance; length <= phrase.length + allowance; length++) {
    for (const key of index.byShape.get(shapeOf(phrase, length)) ?? []) {
      // Bounded one above the best so far, so a tie is still measured exactly.
      const d = boundedDistance(phrase, key, bestDistance + 1);
      if (d < bestDistance) [best, bestDistance] = [[key], d];
      else if (d === bestDistance && d <= allowance) best.push(key);
    }
  }
  return best;
}

/** A phrase is read as a misspelled name only when most of it is not ordinary words of the game. */
function mayBeMisspelledName(words: readonly string[], common: ReadonlySet<string>): boolean {
  const uncommon = words.filter((w) => !common.has(w) && w.length >= 3).length;
  return uncommon > 0 && uncommon * 2 >= words.length;
}

const MAX_WORDS = 7;
// Longer phrases are read by their exact spelling only (a typo scan over them costs more than it finds).
const MAX_TYPO_WORDS = 4;

export function createNameMatcher(db: CardDb, options: NameMatcherOptions = {}): NameMatcher {
  let index: Index | undefined;
  const common = options.commonWords ?? new Set<string>();
  const indexNow = (): Index => (index ??= buildIndex(db, options));
  const cardOf = (e: Entry): CardFacts | undefined => db.byPasscode(e.passcode);

  /** The entry for words[i..j): exact, run together, or (if allowed) a near spelling. */
  function lookup(words: readonly string[], typos: boolean): { entry: Entry; how: NameHow; others?: Entry[] } | undefined {
    const idx = indexNow();
    const key = words.join(' ');
    const lone = words.length === 1;
    // A plural of a multi-word name counts ("sheep tokens").
    const plural = !lone && key.endsWith('s') ? idx.exact.get(key.slice(0, -1)) : undefined;
    const known = options.everyCard && (!lone || (!common.has(key) && key.length >= 5)) ? db.byName(key) : undefined;
    const byName: Entry | undefined = known ? { passcode: known.passcode, how: 'name', own: false } : undefined;
    const exact = idx.exact.get(key) ?? (lone ? undefined : idx.exact.get(words.join(''))) ?? plural ?? byName;
    if (exact) {
      // A lone common word is a card only when it is the whole name of one of our cards ("Mountain").
      if (lone && common.has(key) && !(exact.how === 'name' && exact.own)) return undefined;
      // "last turn", "face up": a phrase of ordinary game words names a card only when it is one of our own cards' names.
      if (!lone && !exact.own && words.every((w) => common.has(w))) return undefined;
      return { entry: exact, how: exact.how };
    }
    if (!typos || !mayBeMisspelledName(words, common) || /\d/.test(key) || (lone && key.length < 6)) return undefined;
    let near = nearest(idx, key);
    if (near.length === 0 && !lone) near = nearest(idx, words.join(''));
    // Near spellings of names only (a nickname is too short to tell a typo from another word).
    const found = near.map((k) => idx.exact.get(k)!).filter((e) => e.how !== 'nickname');
    const distinct = found.filter((e, i) => found.findIndex((f) => f.passcode === e.passcode) === i);
    if (distinct.length === 0 || (lone && key.length < 6)) return undefined;
    return { entry: distinct[0]!, how: 'typo', ...(distinct.length > 1 ? { others: distinct.slice(1) } : {}) };
  }

  function find(text: string): NameHit[] {
    const words = nameWords(text);
    const taken = new Array<boolean>(words.length).fill(false);
    const hits: NameHit[] = [];
    for (const typos of [false, true]) {
      for (let n = Math.min(typos ? MAX_TYPO_WORDS : MAX_WORDS, words.length); n >= 1; n--) {
        for (let i = 0; i + n <= words.length; i++) {
          if (taken.slice(i, i + n).some(Boolean)) continue;
          const found = lookup(words.slice(i, i + n), typos);
          const card = found ? cardOf(found.entry) : undefined;
          if (!card || hits.some((h) => h.card.passcode === card.passcode)) continue;
          const alternatives = (found!.others ?? []).map(cardOf).filter((c): c is CardFacts => c !== undefined && c.name !== card.name);
          hits.push({ card, said: words.slice(i, i + n).join(' '), start: i, end: i + n, how: found!.how, ...(alternatives.length ? { alternatives } : {}) });
          for (let k = i; k < i + n; k++) taken[k] = true;
        }
      }
    }
    return hits.sort((a, b) => a.start - b.start);
  }

  return {
    find,
    card(phrase) {
      const words = nameWords(phrase).filter((w, i) => !(i === 0 && ['the', 'a', 'an', 'my', 'his', 'her', 'their'].includes(w)));
      if (words.length === 0) return undefined;
      const found = lookup(words, true);
      return found ? cardOf(found.entry) : undefined;
    },
  };
}
