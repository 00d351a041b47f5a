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
import { unplayableProblems, validateDeck, type DeckProblem } from './deckValidation.js';
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
}

export interface DeckCheckOptions {
  format: FormatId;
  banlist?: Banlist;
  /** Source lines (from parseYdk), so problems name them. */
  lines?: DeckLines;
  cap?: number;
}

export function checkDeck(deck: DeckList, db: CardDb, options: DeckCheckOptions): DeckReport {
  const rules = validateDeck(deck, db, FORMATS[options.format].deck, options.banlist, options.lines);
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
  };
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
