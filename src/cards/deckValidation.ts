/**
 * Deck legality: sizes, copies per card name, which cards may sit in which part of the
 * deck, and a Forbidden & Limited list. Every finding is a DeckProblem value naming the
 * card (name and passcode), the file lines when the deck came from a .ydk, and the rules
 * reference section it breaks, so the chat can explain a refusal by quoting that section.
 */
import { FORMATS, type DeckRules, type ExtraDeckKind, type FormatId } from '../engine/format.js';
import type { RuleId } from '../engine/ruleIds.js';
import { banlistLimit, limitName, FORBIDDEN, type Banlist } from './banlist.js';
import { formatPool, type FormatPool } from './formatPool.js';
import { EXTRA_DECK_FRAMES, type CardFacts, type Frame } from './types.js';
import { DECK_SECTIONS, parseYdk, type DeckLines, type DeckList, type DeckSection } from './ydk.js';
import { isYdkeUrl, parseYdke } from './ydke.js';

/** The one thing this module needs from a card database. */
export interface CardLookup {
  byPasscode(passcode: number): CardFacts | undefined;
}

export type DeckProblemCode =
  | 'UNKNOWN_PASSCODE'
  | 'MAIN_TOO_SMALL'
  | 'MAIN_TOO_LARGE'
  | 'EXTRA_TOO_LARGE'
  | 'SIDE_TOO_LARGE'
  | 'TOO_MANY_COPIES'
  | 'EXTRA_MONSTER_IN_MAIN'
  | 'NOT_ALLOWED_IN_EXTRA'
  | 'FORBIDDEN'
  | 'OVER_LIMIT'
  /** A card outside the format's pool (goat: not in the April 2005 card pool). */
  | 'NOT_IN_POOL'
  /** loadDeckText only: the text is not a readable .ydk file. */
  | 'INVALID_YDK'
  /** loadDeckText only: the text is not a readable ydke:// URL. */
  | 'INVALID_YDKE'
  /** A known card the engine does not play as printed yet (its effects are not scripted). */
  | 'NOT_PLAYABLE';

export type DeckRuleId = Extract<RuleId, 'deck.construction' | 'deck.extra' | 'deck.side' | 'deck.banlist' | 'format.goat-pool'>;

export interface DeckProblem {
  code: DeckProblemCode;
  /** The rules-reference section broken; null when the text could not be read at all. */
  rule: DeckRuleId | null;
  message: string;
  /** Passcodes of the card concerned (several for alternate arts); empty for size problems. */
  passcodes: number[];
  /** The card's name, when the problem is about a known card. */
  cardName?: string;
  /** 1-based .ydk lines involved, ascending; empty when the deck did not come from .ydk text. */
  lines: number[];
}

export interface DeckValidation {
  ok: boolean;
  problems: DeckProblem[];
}

/** One card of the deck, with where it sits. */
interface Placement {
  passcode: number;
  section: DeckSection;
  line: number | undefined;
  card: CardFacts | undefined;
}

/**
 * Checks a deck against `rules` (and `banlist` if given). `lines` (from parseYdk) lets
 * messages name file lines. Never throws on bad input: unknown passcodes are reported
 * and every other check still runs.
 */
export function validateDeck(
  deck: DeckList,
  cards: CardLookup,
  rules: DeckRules,
  banlist?: Banlist,
  lines?: DeckLines,
  pool?: FormatPool,
): DeckValidation {
  const placements = placementsOf(deck, cards, lines);
  const problems = [
    ...sizeProblems(deck, rules),
    ...unknownPasscodeProblems(placements),
    ...placementProblems(placements, rules),
    ...perNameProblems(placements, rules, banlist, pool),
  ];
  return { ok: problems.length === 0, problems };
}

export interface LoadedDeck {
  ok: boolean;
  /** Which notation the text was read as. */
  notation: 'ydk' | 'ydke';
  /** Undefined when the text could not be read. */
  deck: DeckList | undefined;
  /** Source lines of each entry (ydk only). */
  lines: DeckLines | undefined;
  problems: DeckProblem[];
}

/** Reads .ydk text or a ydke:// URL, then validates the deck it holds. */
export function loadDeckText(text: string, cards: CardLookup, rules: DeckRules, banlist?: Banlist, pool?: FormatPool): LoadedDeck {
  if (isYdkeUrl(text)) {
    const parsed = parseYdke(text);
    if (!parsed.ok) {
      const problems = parsed.problems.map((p): DeckProblem => ({
        code: 'INVALID_YDKE', rule: null, message: p.message, passcodes: [], lines: [],
      }));
      return { ok: false, notation: 'ydke', deck: undefined, lines: undefined, problems };
    }
    const { ok, problems } = validateDeck(parsed.deck, cards, rules, banlist, undefined, pool);
    return { ok, notation: 'ydke', deck: parsed.deck, lines: undefined, problems };
  }

  const parsed = parseYdk(text);
  if (!parsed.ok) {
    const problems = parsed.problems.map((p): DeckProblem => ({
      code: 'INVALID_YDK', rule: null, message: p.message, passcodes: [], lines: [p.line],
    }));
    return { ok: false, notation: 'ydk', deck: undefined, lines: undefined, problems };
  }
  const { ok, problems } = validateDeck(parsed.deck, cards, rules, banlist, parsed.lines, pool);
  return { ok, notation: 'ydk', deck: parsed.deck, lines: parsed.lines, problems };
}

function placementsOf(deck: DeckList, cards: CardLookup, lines: DeckLines | undefined): Placement[] {
  return DECK_SECTIONS.flatMap((section) =>
    deck[section].map((passcode, index) => ({
      passcode,
      section,
      line: lines?.[section][index],
      card: cards.byPasscode(passcode),
    })),
  );
}

// ---------------------------------------------------------------------------- sizes

function sizeProblems(deck: DeckList, rules: DeckRules): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const sizeProblem = (code: DeckProblemCode, rule: DeckRuleId, message: string): void => {
    problems.push({ code, rule, message, passcodes: [], lines: [] });
  };
  const main = deck.main.length;
  if (main < rules.mainMin) {
    sizeProblem('MAIN_TOO_SMALL', 'deck.construction', `The Main Deck has ${cardCount(main)}; it needs at least ${rules.mainMin}.`);
  }
  if (main > rules.mainMax) {
    sizeProblem('MAIN_TOO_LARGE', 'deck.construction', `The Main Deck has ${cardCount(main)}; it may hold at most ${rules.mainMax}.`);
  }
  if (deck.extra.length > rules.extraMax) {
    sizeProblem('EXTRA_TOO_LARGE', 'deck.extra', `The Extra Deck has ${cardCount(deck.extra.length)}; it may hold at most ${rules.extraMax}.`);
  }
  if (deck.side.length > rules.sideMax) {
    sizeProblem('SIDE_TOO_LARGE', 'deck.side', `The Side Deck has ${cardCount(deck.side.length)}; it may hold at most ${rules.sideMax}.`);
  }
  return problems;
}

// ---------------------------------------------------------------------------- unknown cards

function unknownPasscodeProblems(placements: Placement[]): DeckProblem[] {
  const unknown = groupBy(placements.filter((p) => p.card === undefined), (p) => p.passcode);
  return [...unknown].map(([passcode, group]): DeckProblem => ({
    code: 'UNKNOWN_PASSCODE',
    rule: 'deck.construction',
    message: `Passcode ${passcode} is not a card we know (${whereabouts(group)}).`,
    passcodes: [passcode],
    lines: linesOf(group),
  }));
}

// ---------------------------------------------------------------------------- cards not scripted yet

/**
 * One problem per known card of the Main or Extra Deck that the engine does not play as
 * printed yet: "Sangan (26202165) is not playable yet: 3 in the Main Deck, lines 3-5.", and
 * what it waits for when its data says (`notScripted`).
 * The Side Deck is not played, so its cards are not reported.
 */
export function unplayableProblems(deck: DeckList, cards: CardLookup, lines?: DeckLines): DeckProblem[] {
  const played = placementsOf(deck, cards, lines).filter((p) => p.section !== 'side' && p.card !== undefined && !p.card.scripted);
  return [...groupBy(played, (p) => p.card!.name).values()].map((group): DeckProblem => {
    const card = group[0]!.card!;
    const passcodes = distinct(group.map((p) => p.passcode));
    return {
      code: 'NOT_PLAYABLE', rule: null, passcodes, cardName: card.name, lines: linesOf(group),
      message: `${cardLabel(card, passcodes)} is not playable yet: ${whereabouts(group)}.${card.notScripted ? ` Why: ${card.notScripted}.` : ''}`,
    };
  });
}

// ---------------------------------------------------------------------------- which part of the deck

function placementProblems(placements: Placement[], rules: DeckRules): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const allowedInExtra = new Set<Frame>(rules.extraDeckFrames);
  const extraDeckHolds = `under these rules the Extra Deck holds only ${monsterKindList(rules.extraDeckFrames)}`;

  const misplaced = groupBy(
    placements.filter((p) => p.section !== 'side'),
    (p) => `${p.section}:${p.passcode}`,
  );
  for (const group of misplaced.values()) {
    const first = group[0];
    const card = first?.card;
    if (first === undefined || card === undefined) continue; // unknown cards are reported once, above

    const isExtraDeckMonster = EXTRA_DECK_FRAMES.has(card.frame);
    if (first.section === 'main' && isExtraDeckMonster) {
      problems.push(cardProblem('EXTRA_MONSTER_IN_MAIN', 'deck.extra', card, group,
        `${cardLabel(card)} is ${withArticle(frameKind(card.frame))}: it starts the duel in the Extra Deck, not the Main Deck (${whereabouts(group)}).`));
    }
    if (first.section === 'extra' && !allowedInExtra.has(card.frame)) {
      const why = isExtraDeckMonster
        ? `${cardLabel(card)} is ${withArticle(frameKind(card.frame))}, and ${extraDeckHolds}`
        : `${cardLabel(card)} is ${withArticle(frameKind(card.frame))}, which belongs in the Main Deck; ${extraDeckHolds}`;
      problems.push(cardProblem('NOT_ALLOWED_IN_EXTRA', 'deck.extra', card, group, `${why} (${whereabouts(group)}).`));
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------- copies and the banlist

/**
 * Copies are counted per card NAME across Main, Extra and Side, so alternate arts with
 * their own passcode count together. A list names passcodes (alternate arts are listed
 * separately), so a name takes the strictest limit of its passcodes in the deck.
 * Unknown passcodes are counted by passcode.
 */
function perNameProblems(placements: Placement[], rules: DeckRules, banlist: Banlist | undefined, pool: FormatPool | undefined): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const byName = groupBy(placements, (p) => (p.card === undefined ? `#${p.passcode}` : `=${p.card.name}`));

  for (const group of byName.values()) {
    const first = group[0];
    if (first === undefined) continue;
    const passcodes = distinct(group.map((p) => p.passcode));
    const label = first.card === undefined ? `Unknown passcode ${first.passcode}` : cardLabel(first.card, passcodes);
    const copies = group.length;
    const problem = (code: DeckProblemCode, rule: DeckRuleId, message: string): DeckProblem => ({
      code, rule, message, passcodes, lines: linesOf(group),
      ...(first.card === undefined ? {} : { cardName: first.card.name }),
    });

    if (copies > rules.maxCopies) {
      problems.push(problem('TOO_MANY_COPIES', 'deck.construction',
        `${label}: ${copyCount(copies)} (${whereabouts(group)}); at most ${rules.maxCopies} copies of a card name are allowed across the Main, Extra and Side Decks.`));
    }
    if (pool !== undefined && first.card !== undefined) {
      const poolProblem = poolProblemFor(first.card, label, copies, group, rules, pool, banlist === undefined);
      if (poolProblem) {
        problems.push(problem(...poolProblem));
        if (poolProblem[0] === 'NOT_IN_POOL') continue;
      }
    }

    if (banlist === undefined) continue;
    // An alias id (alternate art, pre-errata) is held to its card's limit too.
    const listed = first.card === undefined ? passcodes : [...passcodes, first.card.passcode];
    const limit = Math.min(...listed.map((passcode) => banlistLimit(banlist, passcode)));
    if (limit === FORBIDDEN) {
      problems.push(problem('FORBIDDEN', 'deck.banlist',
        `${label} is Forbidden on the list "${banlist.name}", but the deck has ${copyCount(copies)} (${whereabouts(group)}).`));
    } else if (copies > limit && limit < rules.maxCopies) {
      // A limit at or above maxCopies adds nothing: TOO_MANY_COPIES already covers it.
      problems.push(problem('OVER_LIMIT', 'deck.banlist',
        `${label} is ${limitName(limit)} on the list "${banlist.name}" (at most ${copyCount(limit)}), but the deck has ${copies} (${whereabouts(group)}).`));
    }
  }
  return problems;
}

/**
 * A card outside the format's pool, or over the copies its list allows: "Pot of Greed
 * (55144522) is Limited in GOAT: 1 copy; the deck has 2 (...)". `withList` is false when
 * the player gave their own list, which then replaces the pool's (legality still holds).
 */
function poolProblemFor(
  card: CardFacts, label: string, copies: number, group: Placement[], rules: DeckRules, pool: FormatPool, withList: boolean,
): [DeckProblemCode, DeckRuleId, string] | null {
  const limit = poolCopies(pool, card);
  if (limit === undefined) {
    return ['NOT_IN_POOL', 'format.goat-pool', `${label} is not legal in ${pool.shortName}: it is not in the ${pool.list} card pool (${whereabouts(group)}).`];
  }
  if (!withList) return null;
  if (limit === FORBIDDEN) {
    return ['FORBIDDEN', 'deck.banlist', `${label} is Forbidden in ${pool.shortName}: the deck may not hold it, and it has ${copyCount(copies)} (${whereabouts(group)}).`];
  }
  if (copies > limit && limit < rules.maxCopies) {
    return ['OVER_LIMIT', 'deck.banlist', `${label} is ${limitName(limit)} in ${pool.shortName}: ${copyCount(limit)}; the deck has ${copies} (${whereabouts(group)}).`];
  }
  return null;
}

/** Copies the pool allows of a card (by passcode, or by name for a second printing); undefined outside the pool. */
export function poolCopies(pool: FormatPool, card: Pick<CardFacts, 'passcode' | 'name'>): number | undefined {
  return pool.copies.get(card.passcode) ?? pool.byName.get(card.name.toLowerCase());
}

// ---------------------------------------------------------------------------- wording

function cardProblem(code: DeckProblemCode, rule: DeckRuleId, card: CardFacts, group: Placement[], message: string): DeckProblem {
  return { code, rule, message, passcodes: [card.passcode], cardName: card.name, lines: linesOf(group) };
}

/** `Dark Magician (46986414)`, or with every passcode of the name found in the deck. */
function cardLabel(card: CardFacts, passcodes: readonly number[] = [card.passcode]): string {
  return `${card.name} (${passcodes.join(', ')})`;
}

const SECTION_NAMES: Record<DeckSection, string> = { main: 'Main Deck', extra: 'Extra Deck', side: 'Side Deck' };

/** "2 in the Main Deck, 1 in the Side Deck, lines 4, 9-10" */
function whereabouts(group: Placement[]): string {
  const perSection = DECK_SECTIONS
    .map((section) => ({ section, count: group.filter((p) => p.section === section).length }))
    .filter(({ count }) => count > 0)
    .map(({ section, count }) => `${count} in the ${SECTION_NAMES[section]}`)
    .join(', ');
  const lines = linesOf(group);
  if (lines.length === 0) return perSection;
  return `${perSection}, ${lines.length === 1 ? 'line' : 'lines'} ${lineRanges(lines)}`;
}

/** Runs of lines named in full; a huge deck file can repeat one bad line thousands of times. */
const MAX_LINE_RUNS = 20;

/** Ascending line numbers as runs: [3, 4, 5, 9] -> "3-5, 9" (the first 20 runs, then "and N more"). */
export function lineRanges(lines: readonly number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const start = lines[i]!;
    let end = start;
    while (lines[i + 1] === end + 1) end = lines[++i]!;
    runs.push(end === start ? String(start) : `${start}-${end}`);
  }
  if (runs.length <= MAX_LINE_RUNS) return runs.join(', ');
  return `${runs.slice(0, MAX_LINE_RUNS).join(', ')} and ${runs.length - MAX_LINE_RUNS} more`;
}

const FRAME_KINDS: Record<Frame, string> = {
  normal: 'Normal Monster',
  effect: 'Effect Monster',
  ritual: 'Ritual Monster',
  fusion: 'Fusion Monster',
  synchro: 'Synchro Monster',
  xyz: 'Xyz Monster',
  pendulum: 'Pendulum Monster',
  link: 'Link Monster',
  spell: 'Spell Card',
  trap: 'Trap Card',
};

function frameKind(frame: Frame): string {
  return FRAME_KINDS[frame];
}

function withArticle(noun: string): string {
  return /^[AEIOUX]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** "Fusion and Synchro Monsters", "Fusion, Synchro, Xyz and Link Monsters". */
function monsterKindList(kinds: readonly ExtraDeckKind[]): string {
  if (kinds.length === 0) return 'no cards';
  const words = kinds.map((kind) => kind.charAt(0).toUpperCase() + kind.slice(1));
  const last = words.pop();
  return `${words.length > 0 ? `${words.join(', ')} and ` : ''}${last} Monsters`;
}

function cardCount(n: number): string {
  return n === 1 ? '1 card' : `${n} cards`;
}

function copyCount(n: number): string {
  return n === 1 ? '1 copy' : `${n} copies`;
}

// ---------------------------------------------------------------------------- small helpers

function groupBy<K>(placements: Placement[], keyOf: (p: Placement) => K): Map<K, Placement[]> {
  const groups = new Map<K, Placement[]>();
  for (const placement of placements) {
    const key = keyOf(placement);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [placement]);
    else group.push(placement);
  }
  return groups;
}

function linesOf(group: Placement[]): number[] {
  return group.flatMap((p) => (p.line === undefined ? [] : [p.line])).sort((a, b) => a - b);
}

function distinct(values: number[]): number[] {
  return [...new Set(values)];
}

/** `loadDeckText` under the deck rules of a format (what a service that takes a format name needs). */
export function loadDeckTextForFormat(text: string, cards: CardLookup, format: FormatId, banlist?: Banlist): LoadedDeck {
  return loadDeckText(text, cards, FORMATS[format].deck, banlist, formatPool(format));
}
