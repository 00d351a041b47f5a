/**
 * Forbidden & Limited lists in the ygopro `lflist.conf` layout:
 *
 *   !2005.04 Example        starts a list; everything up to the next "!" line belongs to it
 *   55144522 0 --Pot of Greed   passcode, count, optional "--" comment
 *   #Limited                any other "#" line is a comment (also the old "#[name]" header)
 *
 * Counts: 0 Forbidden, 1 Limited, 2 Semi-Limited, 3 Unlimited (same as not listed).
 */

export interface Banlist {
  name: string;
  /** passcode → copies allowed (0..3). A passcode that is not here is unlimited. */
  limits: Map<number, number>;
}

export const FORBIDDEN = 0;
export const LIMITED = 1;
export const SEMI_LIMITED = 2;
export const UNLIMITED = 3;

export interface BanlistProblem {
  /** 1-based line number; 0 when the problem is about the file as a whole. */
  line: number;
  message: string;
}

export type BanlistsParseResult = { ok: true; banlists: Banlist[] } | { ok: false; problems: BanlistProblem[] };
export type BanlistParseResult = { ok: true; banlist: Banlist } | { ok: false; problems: BanlistProblem[] };

const ENTRY = /^(\d+)\s+(\d+)(?:\s+(.*))?$/;

/** Every list in the file, in file order. */
export function parseBanlists(text: string): BanlistsParseResult {
  const banlists: Banlist[] = [];
  const problems: BanlistProblem[] = [];
  // Line each passcode was first listed on, per list, to point at both lines of a duplicate.
  let firstSeen = new Map<number, number>();
  let current: Banlist | undefined;

  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  rows.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const problem = (message: string): void => {
      problems.push({ line: lineNumber, message: `Line ${lineNumber}: ${message}` });
    };

    if (line.startsWith('!')) {
      const name = line.slice(1).trim();
      if (name === '') return problem('a list header needs a name after "!".');
      current = { name, limits: new Map() };
      firstSeen = new Map();
      banlists.push(current);
      return;
    }
    if (line.startsWith('$')) {
      // EDOPro's "$whitelist" bans every unlisted card; ignoring it would silently allow
      // them all, so refuse the file instead.
      return problem(`"${line}" is not supported (only "!name" headers and "<passcode> <count>" entries are).`);
    }

    const entry = ENTRY.exec(line);
    if (entry === null) return problem(`"${line}" is not "<passcode> <count> [--comment]".`);
    const [, passcodeText = '', countText = '', trailing] = entry;
    if (trailing !== undefined && !trailing.startsWith('--')) {
      return problem(`unexpected "${trailing}" after the count (a comment starts with "--").`);
    }
    const count = Number(countText);
    if (count > UNLIMITED) return problem(`count ${countText} is not 0, 1, 2 or 3.`);
    if (current === undefined) return problem(`entry "${line}" comes before any "!name" list header.`);

    const passcode = Number(passcodeText);
    const earlier = firstSeen.get(passcode);
    if (earlier !== undefined) {
      return problem(`passcode ${passcode} is already listed on line ${earlier} of list "${current.name}".`);
    }
    firstSeen.set(passcode, lineNumber);
    current.limits.set(passcode, count);
  });

  return problems.length > 0 ? { ok: false, problems } : { ok: true, banlists };
}

/** A file expected to hold exactly one list. */
export function parseBanlist(text: string): BanlistParseResult {
  const parsed = parseBanlists(text);
  if (!parsed.ok) return parsed;
  const [only, ...others] = parsed.banlists;
  if (only === undefined) {
    return { ok: false, problems: [{ line: 0, message: 'The file holds no list (a list starts with a "!name" line).' }] };
  }
  if (others.length > 0) {
    const names = parsed.banlists.map((list) => `"${list.name}"`).join(', ');
    return {
      ok: false,
      problems: [{ line: 0, message: `The file holds ${parsed.banlists.length} lists (${names}); use parseBanlists to choose one.` }],
    };
  }
  return { ok: true, banlist: only };
}

/** Copies of this passcode the list allows (UNLIMITED when it is not listed). */
export function banlistLimit(banlist: Banlist, passcode: number): number {
  return banlist.limits.get(passcode) ?? UNLIMITED;
}

export function limitName(count: number): string {
  switch (count) {
    case FORBIDDEN: return 'Forbidden';
    case LIMITED: return 'Limited';
    case SEMI_LIMITED: return 'Semi-Limited';
    default: return 'Unlimited';
  }
}
