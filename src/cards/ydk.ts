/**
 * The `.ydk` deck file used by ygopro-family simulators: one passcode per line, grouped
 * under `#main`, `#extra` and `!side`. Reading it never throws: a file a player pasted is
 * input, so every line we cannot read comes back as a problem naming the line.
 */

/** The three parts of a deck, as lists of passcodes (one entry per copy, in file order). */
export interface DeckList {
  main: number[];
  extra: number[];
  side: number[];
}

export type DeckSection = keyof DeckList;

export const DECK_SECTIONS: readonly DeckSection[] = ['main', 'extra', 'side'];

/**
 * For every entry of a DeckList, the 1-based line of the file it came from (same shape,
 * same indexes), so later checks can point the player at the exact line.
 */
export type DeckLines = DeckList;

export interface YdkProblem {
  /** 1-based line number. */
  line: number;
  /** The line as written, trimmed. */
  text: string;
  message: string;
}

export type YdkParseResult =
  | { ok: true; deck: DeckList; lines: DeckLines }
  | { ok: false; problems: YdkProblem[] };

/** The largest passcode a deck can carry: ydke:// stores each one as a uint32. */
export const MAX_PASSCODE = 0xffff_ffff;

const SECTION_HEADERS: ReadonlyMap<string, DeckSection> = new Map([
  ['#main', 'main'],
  ['#extra', 'extra'],
  ['!side', 'side'],
]);

export function emptyDeck(): DeckList {
  return { main: [], extra: [], side: [] };
}

export function parseYdk(text: string): YdkParseResult {
  const deck = emptyDeck();
  const lines = emptyDeck();
  const problems: YdkProblem[] = [];
  // Simulators write passcodes before any header only in hand-made files; those are
  // Main Deck cards in every reader we know of.
  let section: DeckSection = 'main';

  // A UTF-8 byte order mark (Windows editors add one) is not part of the first line.
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  rows.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.trim();
    if (line === '') return;

    const header = SECTION_HEADERS.get(line);
    if (header !== undefined) {
      section = header;
      return;
    }
    if (line.startsWith('#')) return; // a comment, e.g. "#created by ..."

    if (!/^\d+$/.test(line)) {
      problems.push({
        line: lineNumber,
        text: line,
        message: `Line ${lineNumber}: "${line}" is not a passcode (a passcode is digits only).`,
      });
      return;
    }
    const passcode = Number(line);
    if (passcode > MAX_PASSCODE) {
      problems.push({
        line: lineNumber,
        text: line,
        message: `Line ${lineNumber}: "${line}" is too large to be a passcode.`,
      });
      return;
    }
    deck[section].push(passcode);
    lines[section].push(lineNumber);
  });

  return problems.length > 0 ? { ok: false, problems } : { ok: true, deck, lines };
}

export const DEFAULT_YDK_COMMENT = 'created by Duel Companion';

/**
 * Canonical `.ydk` text: comment line(s), `#main`, `#extra`, `!side`, each followed by
 * its passcodes, with a final newline. parseYdk(exportYdk(d)) gives back d.
 */
export function exportYdk(deck: DeckList, comment: string = DEFAULT_YDK_COMMENT): string {
  const out: string[] = [];
  for (const commentLine of comment.split(/\r\n|\r|\n/)) {
    out.push(asCommentLine(commentLine));
  }
  out.push('#main', ...deck.main.map(String));
  out.push('#extra', ...deck.extra.map(String));
  out.push('!side', ...deck.side.map(String));
  return out.join('\n') + '\n';
}

/**
 * "#" + text, unless that would read back as a section header (a comment of "main"
 * would become "#main"); a space after the "#" keeps it a comment.
 */
function asCommentLine(text: string): string {
  const line = `#${text}`;
  return SECTION_HEADERS.has(line.trim()) ? `# ${text}` : line;
}
