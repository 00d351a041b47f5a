/**
 * What a deck is made of and whether it can be played: cards known, cards the engine
 * plays as printed (scripted, or Normal Monsters, which need no script), cards that would
 * be played as vanilla stats, unknown ids, and every deck-rule problem, each naming its
 * card. Used by `npm run deck -- check` and by resolveDeck (deckResolve.ts).
 */
import type { FormatId } from '../engine/format.js';
import { FORMATS } from '../engine/format.js';
import type { Banlist } from './banlist.js';
import type { CardDb } from './cardDb.js';
import { limitName, UNLIMITED } from './banlist.js';
import { poolCopies, unplayableProblems, validateDeck, type DeckProblem } from './deckValidation.js';
import { formatPool, type FormatPool } from './formatPool.js';
import type { DeckLines, DeckList } from './ydk.js';

/** A deck check lists at most this many problems; a pasted 2,000-line file must not flood the chat. */
export const PROBLEM_CAP = 50;

export interface VanillaCard {
  passcode: number;
  name: string;
  copies: number;
}

export interface DeckReport {
  /** Card slots of the Main and Extra Deck (the cards that are played) whose card is known. */
  known: number;
  /** Of those, slots the engine plays as printed: a script, or a Normal Monster (no effect). */
  scripted: number;
  /** Known slots that can only be played as vanilla stats (their effects do nothing). */
  vanilla: number;
  /** Slots (Main, Extra and Side) whose id is no card we know. */
  unknown: number;
  /** Playable as it is: no deck-rule problem and nothing to play as vanilla. */
  playable: boolean;
  /** Playable when unscripted cards are played as vanilla stats. */
  playableWithVanilla: boolean;
  /** Deck-rule problems, then the cards that are not playable yet; at most PROBLEM_CAP. */
  problems: DeckProblem[];
  /** Problems left out of `problems` by the cap. */
  moreProblems: number;
  /** The distinct cards that would play as vanilla, in deck order. */
  vanillaCards: VanillaCard[];
  /**
   * In a format with its own list (goat): the deck's cards that list restricts, with their
   * status there ("Pot of Greed: Limited in GOAT, 1 copy"), in deck order.
   */
  restricted?: RestrictedCard[];
}

export interface RestrictedCard {
  passcode: number;
  name: string;
  /** Forbidden, Limited or Semi-Limited. */
  status: string;
  /** Copies the list allows. */
  allowed: number;
  /** Copies in the deck (Main, Extra and Side). */
  copies: number;
}

export interface DeckCheckOptions {
  format: FormatId;
  banlist?: Banlist;
  /** Source lines (from parseYdk), so problems name them. */
  lines?: DeckLines;
  cap?: number;
}

export function checkDeck(deck: DeckList, db: CardDb, options: DeckCheckOptions): DeckReport {
  const pool = formatPool(options.format);
  const rules = validateDeck(deck, db, FORMATS[options.format].deck, options.banlist, options.lines, pool);
  const notPlayable = unplayableProblems(deck, db, options.lines);
  const played = [...deck.main, ...deck.extra];
  let known = 0;
  let scripted = 0;
  const vanillaCards = new Map<string, VanillaCard>();
  for (const passcode of played) {
    const card = db.byPasscode(passcode);
    if (!card) continue;
    known += 1;
    if (card.scripted) {
      scripted += 1;
      continue;
    }
    const entry = vanillaCards.get(card.name);
    if (entry) entry.copies += 1;
    else vanillaCards.set(card.name, { passcode: card.passcode, name: card.name, copies: 1 });
  }
  const unknown = [...played, ...deck.side].filter((p) => !db.byPasscode(p)).length;
  const all = [...rules.problems, ...notPlayable];
  const cap = options.cap ?? PROBLEM_CAP;
  return {
    known,
    scripted,
    vanilla: known - scripted,
    unknown,
    playable: all.length === 0,
    playableWithVanilla: rules.ok,
    problems: all.slice(0, cap),
    moreProblems: Math.max(0, all.length - cap),
    vanillaCards: [...vanillaCards.values()],
    ...(pool ? { restricted: restrictedCards(deck, db, pool) } : {}),
  };
}

/** The deck's cards the format's list restricts, once per name, in deck order. */
function restrictedCards(deck: DeckList, db: CardDb, pool: FormatPool): RestrictedCard[] {
  const found = new Map<string, RestrictedCard>();
  for (const passcode of [...deck.main, ...deck.extra, ...deck.side]) {
    const card = db.byPasscode(passcode);
    if (!card) continue;
    const entry = found.get(card.name);
    if (entry) {
      entry.copies += 1;
      continue;
    }
    const allowed = poolCopies(pool, card);
    if (allowed === undefined || allowed >= UNLIMITED) continue;
    found.set(card.name, { passcode: card.passcode, name: card.name, status: limitName(allowed), allowed, copies: 1 });
  }
  return [...found.values()];
}

/** "Pot of Greed: Limited in GOAT (1 copy)", for the deck report. */
export function restrictedLine(card: RestrictedCard, shortName: string): string {
  const allowed = card.allowed === 0 ? 'no copy allowed' : `${card.allowed} ${card.allowed === 1 ? 'copy' : 'copies'} allowed`;
  return `${card.name}: ${card.status} in ${shortName} (${allowed}; the deck has ${card.copies})`;
}

/** The problems as lines to print, with "... and N more problems." when the cap cut some. */
export function problemLines(report: Pick<DeckReport, 'problems' | 'moreProblems'>): string[] {
  const lines = report.problems.map((p) => p.message);
  if (report.moreProblems > 0) {
    lines.push(`... and ${report.moreProblems} more problem${report.moreProblems === 1 ? '' : 's'} not listed.`);
  }
  return lines;
}

/** One line for a player: "40 cards: 28 played as printed, 12 as vanilla stats (effects not scripted yet)." */
export function reportSummary(report: DeckReport): string {
  const parts = [`${report.known} known card${report.known === 1 ? '' : 's'} in the Main and Extra Deck`];
  parts.push(`${report.scripted} played as printed`);
  if (report.vanilla > 0) parts.push(`${report.vanilla} only as vanilla stats (effects not scripted yet)`);
  if (report.unknown > 0) parts.push(`${report.unknown} unknown id${report.unknown === 1 ? '' : 's'}`);
  const verdict = report.playable
    ? 'playable as it is'
    : report.playableWithVanilla
      ? 'playable with the vanilla option'
      : 'not playable';
  return `${parts.join(', ')}: ${verdict}.`;
}
