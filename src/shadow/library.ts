/**
 * The Library of Knowledge and the Deck of Magic (seed 001; rules reference
 * `shadow.mage-library` and `shadow.mage-deck`):
 * - memorise within 10 x Mind + 40 (plus path room); forget to make room;
 * - copies of one name by rarity stars: 3, 2, 1, and one at four and five stars, in the
 *   Library and in the Deck of Magic with its Extra Magic;
 * - the Deck of Magic holds at most 40, Extra Magic (Fusion and Ritual) at most Body + Mind,
 *   every copy taken from the Library;
 * - the deck is rebuilt only when none of its Magic is spent (after a Full Rest, or before
 *   the mage has lost any), since 001 lets a mage change it "when you finish a Full Rest".
 * Every function checks everything before changing anything and lists every problem.
 */
import { libraryCopyLimit, deckCopyLimit, type Stars } from './rarity.js';
import { checkMagic, type MagicInfo, type MagicLookup } from './magic.js';
import { DECK_OF_MAGIC_MAX, extraMagicLimit, libraryLimit, type Mage } from './sheet.js';

export type LibraryChange = { ok: true; mage: Mage } | { ok: false; problems: string[] };

function countOf(list: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const c of list) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}

/** The Divine passcodes of a Library. */
function divineOf(lookup: MagicLookup, library: readonly number[]): number[] {
  return [...new Set(library)].filter((c) => lookup.rarity(c)?.divine === true);
}

/** Checks every passcode is usable Magic; the infos by passcode, or the problems. */
function infosOf(lookup: MagicLookup, codes: readonly number[], problems: string[]): Map<number, MagicInfo> {
  const infos = new Map<number, MagicInfo>();
  for (const code of new Set(codes)) {
    const r = checkMagic(lookup, code);
    if (r.ok) infos.set(code, r.info);
    else problems.push(r.reason);
  }
  return infos;
}

/**
 * What a player may learn on their own (ours): Magic of up to three stars. Ultra and Ultimate
 * Rare Magic (four and five stars, Divine among them) is found, won or taught in the
 * campaign, which memorises it without this cap (001's Rare Hunters and Divine quests assume
 * such Magic is hard to come by).
 */
export const PLAYER_MEMORISE_MAX_STARS: Stars = 3;

export function memorise(m: Mage, codes: readonly number[], lookup: MagicLookup, options: { maxStars?: Stars } = {}): LibraryChange {
  const problems: string[] = [];
  if (codes.length === 0) return { ok: false, problems: ['name at least one card to memorise'] };
  const infos = infosOf(lookup, codes, problems);
  const cap = options.maxStars;
  for (const info of infos.values()) {
    if (cap !== undefined && info.rarity.stars > cap) {
      problems.push(`${info.name} is ${info.rarity.stars}-star Magic${info.rarity.divine ? ' (Divine)' : ''}: a mage learns Magic of more than ${cap} stars only in the campaign (found, won or taught)`);
    }
  }
  const library = [...m.library, ...codes];
  const limit = libraryLimit(m);
  if (library.length > limit) {
    problems.push(`the Library of Knowledge holds at most ${limit} (10 x Mind + 40${limit > 10 * m.mind + 40 ? ' + path room' : ''}); this would make ${library.length}: forget some first`);
  }
  for (const [code, n] of countOf(library)) {
    const info = infos.get(code);
    if (info && n > libraryCopyLimit(info.rarity.stars)) {
      problems.push(`${info.name} is ${info.rarity.stars}-star Magic: at most ${libraryCopyLimit(info.rarity.stars)} in the Library, not ${n}`);
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, mage: { ...m, library, divine: divineOf(lookup, library) } };
}

/** Forgets one copy per entry of `codes`; Magic the built deck still needs is refused. */
export function forget(m: Mage, codes: readonly number[], lookup: MagicLookup): LibraryChange {
  const problems: string[] = [];
  if (codes.length === 0) return { ok: false, problems: ['name at least one card to forget'] };
  const library = [...m.library];
  for (const code of codes) {
    const at = library.lastIndexOf(code);
    const name = lookup.card(code)?.name ?? `passcode ${code}`;
    if (at < 0) problems.push(`${name} is not (or not that many times) in ${m.name}'s Library`);
    else library.splice(at, 1);
  }
  const kept = countOf(library);
  for (const [code, n] of countOf([...m.deckOfMagic, ...m.extraMagic])) {
    if ((kept.get(code) ?? 0) < n) {
      problems.push(`${lookup.card(code)?.name ?? `passcode ${code}`} is in the Deck of Magic ${n} time(s): build the deck without it first`);
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, mage: { ...m, library, divine: divineOf(lookup, library) } };
}

function deckProblems(m: Mage, main: readonly number[], extra: readonly number[], lookup: MagicLookup): string[] {
  const problems: string[] = [];
  if (main.length > DECK_OF_MAGIC_MAX) problems.push(`the Deck of Magic holds at most ${DECK_OF_MAGIC_MAX}, not ${main.length}`);
  const extraLimit = extraMagicLimit(m);
  if (extra.length > extraLimit) problems.push(`Extra Magic holds at most Body + Mind${extraLimit > m.body + m.mind ? ' + path room' : ''} = ${extraLimit}, not ${extra.length}`);
  const infos = infosOf(lookup, [...main, ...extra], problems);
  for (const code of new Set(main)) if (infos.get(code)?.kind === 'extra') problems.push(`${infos.get(code)!.name} is a Fusion or Ritual Monster: it goes in Extra Magic`);
  for (const code of new Set(extra)) if (infos.get(code)?.kind === 'main') problems.push(`${infos.get(code)!.name} is not a Fusion or Ritual Monster: it goes in the Deck of Magic`);
  const known = countOf(m.library);
  for (const [code, n] of countOf([...main, ...extra])) {
    const info = infos.get(code);
    if (!info) continue;
    const limit = deckCopyLimit(info.rarity.stars);
    if (n > limit) problems.push(`${info.name} is ${info.rarity.stars}-star Magic: at most ${limit} in the Deck of Magic, not ${n}`);
    const have = known.get(code) ?? 0;
    if (n > have) problems.push(`${info.name}: ${n} wanted but ${have} memorised in the Library`);
  }
  return problems;
}

/** Replaces the built Deck of Magic and Extra Magic. */
export function buildDeck(m: Mage, deck: { main: readonly number[]; extra: readonly number[] }, lookup: MagicLookup): LibraryChange {
  const spent = m.graveyard.length + m.beyond.length;
  if (spent > 0) {
    return { ok: false, problems: [`${spent} of ${m.name}'s Magic is spent (Graveyard or the Beyond): the Deck of Magic is rebuilt after a Full Rest`] };
  }
  const problems = deckProblems(m, deck.main, deck.extra, lookup);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, mage: { ...m, deckOfMagic: [...deck.main], extraMagic: [...deck.extra] } };
}
