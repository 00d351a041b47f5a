/**
 * One entry point for "the deck a player gave us", whatever they gave: `.ydk` text, a
 * `ydke://` URL, a deck id from data/decks ("starter-yugi"), or words ("I play Blue-Eyes",
 * "Zombie Madness"). It answers with the deck ready for the engine (alias ids replaced by
 * the card they stand for) and a report that names every card that is a problem; a name
 * that fits no built-in deck gets the closest ones to offer. The web dialog, the API and
 * the chat call this; they only choose the wording around it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FormatId } from '../engine/format.js';
import type { DeckList as EngineDeckList } from '../engine/types.js';
import type { Banlist } from './banlist.js';
import type { CardDb } from './cardDb.js';
import { defaultCards } from './catalog.js';
import { BUILT_IN_DECKS, findBuiltInDeck, type BuiltInDeck, type DeckMatch } from './deckNames.js';
import { checkDeck, problemLines, reportSummary, type DeckReport } from './deckReport.js';
import { formatPool } from './formatPool.js';
import type { DeckProblem } from './deckValidation.js';
import { parseYdk, type DeckLines, type DeckList } from './ydk.js';
import { isYdkeUrl, parseYdke } from './ydke.js';

const DECK_DIR = new URL('../../data/decks/', import.meta.url);
const DECK_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

export interface ResolveDeckOptions {
  format: FormatId;
  /** Play cards whose effects are not scripted as vanilla stats instead of refusing the deck. */
  vanilla?: boolean;
  banlist?: Banlist;
  /** Defaults to the project's card database. */
  db?: CardDb;
}

export type DeckSource = 'ydk' | 'ydke' | 'file' | 'name';

export interface DeckResolution {
  /** True when the deck can be played with the options given. */
  ok: boolean;
  /** The deck for the engine (Main and Extra, alias ids replaced); undefined when none was read. */
  deck: EngineDeckList | undefined;
  source: DeckSource;
  /** The deck file id (data/decks) when the input named one. */
  deckId: string | null;
  /** The built-in deck the input named, if any. */
  builtIn: BuiltInDeck | null;
  /** Undefined when no deck could be read (unreadable text, or an unknown name). */
  report: DeckReport | undefined;
  /** Problems of reading the text (bad lines), when it could not be read at all. */
  readProblems: DeckProblem[];
  /** For a name: the built-in decks closest to it, best first (the match first when there is one). */
  suggestions: DeckMatch[];
  /** What to tell the player, in one or more lines. */
  message: string[];
}

/** Reads and checks a deck from whatever the player gave. Never throws on bad input. */
export function resolveDeck(input: string, options: ResolveDeckOptions): DeckResolution {
  const db = options.db ?? defaultCards().db;
  const text = input.trim();
  if (isYdkeUrl(text)) {
    const parsed = parseYdke(text);
    if (!parsed.ok) return unreadable('ydke', parsed.problems.map((p) => readProblem('INVALID_YDKE', p.message, [])));
    return fromDeck(parsed.deck, undefined, 'ydke', null, null, db, options);
  }
  if (looksLikeYdk(text)) {
    const parsed = parseYdk(text);
    if (!parsed.ok) return unreadable('ydk', parsed.problems.map((p) => readProblem('INVALID_YDK', p.message, [p.line])));
    return fromDeck(parsed.deck, parsed.lines, 'ydk', null, null, db, options);
  }
  const named = findBuiltInDeck(text);
  const fileId = DECK_ID.test(text) && deckFileExists(text) ? text.toLowerCase() : named.match?.id ?? null;
  if (fileId !== null) {
    const parsed = parseYdk(readFileSync(deckFileUrl(fileId), 'utf8'));
    // A file in data/decks that does not read is a bug in the repository.
    if (!parsed.ok) throw new Error(`data/decks/${fileId}.ydk: ${parsed.problems.map((p) => p.message).join('; ')}`);
    const builtIn = named.match?.id === fileId ? named.match : null;
    const resolved = fromDeck(parsed.deck, undefined, builtIn ? 'name' : 'file', fileId, builtIn, db, options);
    return { ...resolved, suggestions: builtIn ? named.ranked.filter((r) => r.score > 0) : [] };
  }
  const closest = named.ranked.slice(0, 3);
  return {
    ok: false, deck: undefined, source: 'name', deckId: null, builtIn: null, report: undefined, readProblems: [],
    suggestions: closest,
    message: [`No built-in deck is called "${text}". The closest: ${closest.map((m) => `${m.deck.title} (${m.deck.id})`).join('; ')}.`],
  };
}

/** Text with a section header, or lines of digits only, is a .ydk deck; anything else is a name. */
function looksLikeYdk(text: string): boolean {
  if (/^\s*(#main|#extra|!side)\s*$/m.test(text)) return true;
  const lines = text.split(/\r\n|\r|\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
  return lines.length > 0 && lines.every((l) => /^\d+$/.test(l));
}

function deckFileUrl(id: string): URL {
  return new URL(`${id.toLowerCase()}.ydk`, DECK_DIR);
}

function deckFileExists(id: string): boolean {
  return existsSync(fileURLToPath(deckFileUrl(id)));
}

function readProblem(code: 'INVALID_YDK' | 'INVALID_YDKE', message: string, lines: number[]): DeckProblem {
  return { code, rule: null, message, passcodes: [], lines };
}

function unreadable(source: DeckSource, readProblems: DeckProblem[]): DeckResolution {
  return {
    ok: false, deck: undefined, source, deckId: null, builtIn: null, report: undefined, readProblems, suggestions: [],
    message: problemLines({ problems: readProblems.slice(0, 50), moreProblems: Math.max(0, readProblems.length - 50) }),
  };
}

function fromDeck(
  deck: DeckList, lines: DeckLines | undefined, source: DeckSource, deckId: string | null, builtIn: BuiltInDeck | null,
  db: CardDb, options: ResolveDeckOptions,
): DeckResolution {
  const report = checkDeck(deck, db, { format: options.format, banlist: options.banlist, lines });
  const ok = options.vanilla ? report.playableWithVanilla : report.playable;
  const canonical = (passcode: number): number => db.canonical(passcode) ?? passcode;
  const title = builtIn ? `${builtIn.title} (${builtIn.id})` : deckId ? `The deck ${deckId}` : 'This deck';
  const message = [`${title}: ${reportSummary(report)}`];
  if (!ok) message.push(...problemLines(report));
  else if (report.vanilla > 0) {
    message.push(`Played as vanilla stats, marked "no effect" on the board: ${report.vanillaCards.map((c) => `${c.name}${c.copies > 1 ? ` x${c.copies}` : ''}`).join(', ')}.`);
  }
  if (!ok && report.playableWithVanilla) message.push('It can be played with the vanilla option: those cards keep their stats and their effects do nothing.');
  const pool = formatPool(options.format);
  if (pool && report.restricted?.length) {
    message.push(`Restricted on the ${pool.list} list: ${report.restricted.map((c) => `${c.name} (${c.status})`).join(', ')}.`);
  }
  return {
    ok,
    deck: { main: deck.main.map(canonical), extra: deck.extra.map(canonical) },
    source, deckId, builtIn, report, readProblems: [], suggestions: [], message,
  };
}

export interface BuiltInDeckChoice {
  id: string;
  title: string;
  kind: BuiltInDeck['kind'];
  /** Plays as printed: every card scripted or a Normal Monster. */
  playable: boolean;
  /** Plays when its unscripted cards are played as vanilla stats. */
  playableWithVanilla: boolean;
  /** Card slots that would play as vanilla. */
  vanilla: number;
  /** One line for a list: "Structure Deck: Zombie Madness: playable with vanilla (35 of 40 cards)". */
  label: string;
}

const choiceCache = new Map<FormatId, BuiltInDeckChoice[]>();

/**
 * The built-in decks (four Starter, four Structure) with how each plays under a format:
 * the list a New duel dialog offers. Computed once per format with the default cards.
 */
export function builtInDeckChoices(format: FormatId): BuiltInDeckChoice[] {
  const cached = choiceCache.get(format);
  if (cached) return cached;
  const choices = BUILT_IN_DECKS.map((deck): BuiltInDeckChoice => {
    const report = resolveDeck(deck.id, { format }).report;
    // A built-in deck that does not read is a bug in the repository.
    if (!report) throw new Error(`built-in deck ${deck.id} could not be read`);
    const how = report.playable
      ? 'playable'
      : report.playableWithVanilla
        ? `playable with vanilla (${report.vanilla} of ${report.known} cards not scripted yet)`
        : 'not playable';
    return {
      id: deck.id, title: deck.title, kind: deck.kind, playable: report.playable,
      playableWithVanilla: report.playableWithVanilla, vanilla: report.vanilla, label: `${deck.title}: ${how}`,
    };
  });
  choiceCache.set(format, choices);
  return choices;
}
