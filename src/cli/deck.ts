/**
 * `npm run deck -- check FILE|ydke://…|NAME [--format classic|modern|goat] [--banlist FILE] [--json]`
 *   reports a deck: cards known, played as printed, played as vanilla, unknown ids, the
 *   deck-rule problems (each naming its card), and whether it is playable as it is or
 *   with the vanilla option. NAME is a deck in data/decks or words ("Zombie Madness").
 *   Exit status 0 when the deck can be played (as it is or with vanilla), 1 otherwise.
 * `npm run deck -- check --format goat [--json]` (no deck): the format's pool coverage, how
 *   many of its cards with effects are scripted and each one that is not.
 * `npm run deck -- cards [--json]`: how many cards are known, scripted and aliased.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBanlist, type Banlist } from '../cards/banlist.js';
import { defaultCards } from '../cards/catalog.js';
import { resolveDeck, type DeckResolution } from '../cards/deckResolve.js';
import { problemLines, restrictedLine } from '../cards/deckReport.js';
import { formatPool } from '../cards/formatPool.js';
import { coverageLines, poolCoverage } from '../cards/poolCoverage.js';
import { factsTable } from '../cards/factsFile.js';
import { FORMAT_IDS, isFormatId, type FormatId } from '../engine/format.js';

const USAGE = `Usage:
  npm run deck -- check FILE|ydke://...|NAME [--format classic|modern|goat] [--banlist FILE] [--json]
  npm run deck -- check --format goat [--json]     (no deck: the pool's coverage)
  npm run deck -- cards [--json]`;

interface CheckArgs {
  command: 'check';
  deck: string;
  format: FormatId;
  banlist?: string;
  json: boolean;
}

type Args = CheckArgs | { command: 'cards'; json: boolean } | { error: string } | { help: true };

export function parseDeckArgs(argv: readonly string[]): Args {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h') return { help: true };
  const json = rest.includes('--json');
  if (command === 'cards') return { command, json };
  if (command !== 'check') return { error: `Unknown command "${command}".` };
  const args: CheckArgs = { command, deck: '', format: 'classic', json };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--json') continue;
    if (arg === '--format' || arg === '--banlist') {
      const value = rest[++i];
      if (value === undefined) return { error: `${arg} needs a value.` };
      if (arg === '--banlist') args.banlist = value;
      else if (isFormatId(value)) args.format = value;
      else return { error: `Unknown format "${value}": use ${FORMAT_IDS.slice(0, -1).join(', ')} or ${FORMAT_IDS.at(-1)}.` };
    } else if (arg.startsWith('--')) {
      return { error: `Unknown option "${arg}".` };
    } else if (args.deck === '') {
      args.deck = arg;
    } else {
      // Words of a deck name given without quotes: "check Zombie Madness".
      args.deck = `${args.deck} ${arg}`;
    }
  }
  if (args.deck === '' && !formatPool(args.format)) return { error: 'check needs a deck: a .ydk file, a ydke:// URL or a deck name.' };
  return args;
}

/** A path to an existing file is read; anything else (ydke URL, deck name) is passed on as it is. */
function deckInput(deck: string): string {
  const path = resolve(deck);
  return existsSync(path) && !deck.startsWith('ydke://') ? readFileSync(path, 'utf8') : deck;
}

function loadBanlist(path: string): Banlist | string {
  if (!existsSync(path)) return `No Forbidden & Limited list at ${path}.`;
  const parsed = parseBanlist(readFileSync(path, 'utf8'));
  return parsed.ok ? parsed.banlist : parsed.problems.map((p) => p.message).join('\n');
}

/** The --json shape: the fields first, then what helps a script act on them. */
export function reportJson(resolution: DeckResolution): Record<string, unknown> {
  const report = resolution.report;
  const problems = report ? report.problems : resolution.readProblems;
  return {
    known: report?.known ?? 0,
    scripted: report?.scripted ?? 0,
    vanilla: report?.vanilla ?? 0,
    unknown: report?.unknown ?? 0,
    playable: report?.playable ?? false,
    playableWithVanilla: report?.playableWithVanilla ?? false,
    problems: problems.map((p) => ({
      code: p.code, rule: p.rule, message: p.message, passcodes: p.passcodes, lines: p.lines,
      ...(p.cardName ? { card: p.cardName } : {}),
    })),
    moreProblems: report?.moreProblems ?? 0,
    ...(report?.restricted ? { restricted: report.restricted } : {}),
    deck: resolution.builtIn?.id ?? resolution.deckId,
    suggestions: resolution.suggestions.map((s) => s.deck.id),
    ...(report ? {} : { message: resolution.message.join('\n') }),
  };
}

function runCoverage(args: CheckArgs): number {
  const coverage = poolCoverage(args.format, defaultCards().db);
  if (!coverage) return 2;
  if (args.json) console.log(JSON.stringify(coverage, null, 2));
  else for (const line of coverageLines(coverage)) console.log(line);
  return 0;
}

function runCheck(args: CheckArgs): number {
  if (args.deck === '') return runCoverage(args);
  let banlist: Banlist | undefined;
  if (args.banlist !== undefined) {
    const loaded = loadBanlist(resolve(args.banlist));
    if (typeof loaded === 'string') {
      console.error(loaded);
      return 2;
    }
    banlist = loaded;
  }
  const resolution = resolveDeck(deckInput(args.deck), { format: args.format, banlist, vanilla: true });
  const report = resolution.report;
  if (args.json) {
    console.log(JSON.stringify(reportJson(resolution), null, 2));
  } else if (report) {
    console.log(resolution.message[0]);
    console.log(`  known ${report.known}, scripted ${report.scripted}, vanilla ${report.vanilla}, unknown ${report.unknown}`);
    console.log(`  playable as it is: ${report.playable ? 'yes' : 'no'}; with vanilla: ${report.playableWithVanilla ? 'yes' : 'no'}`);
    const pool = formatPool(args.format);
    if (pool && report.restricted?.length) {
      console.log(`  on the ${pool.list} list: ${report.restricted.map((c) => restrictedLine(c, pool.shortName)).join('; ')}`);
    }
    for (const line of problemLines(report)) console.log(`  - ${line}`);
  } else {
    for (const line of resolution.message) console.log(line);
  }
  return report?.playableWithVanilla ? 0 : 1;
}

function runCards(json: boolean): number {
  const { db } = defaultCards();
  const table = factsTable();
  const counts = {
    known: db.knownCount(),
    aliases: table.aliases.size,
    ownText: db.all().length,
    scripted: db.all().filter((c) => c.scripted && c.frame !== 'normal').length,
    normalMonsters: [...table.names()].filter(([p]) => db.byPasscode(p)?.frame === 'normal').length,
  };
  if (json) console.log(JSON.stringify(counts, null, 2));
  else {
    console.log(`${counts.known} cards known (${counts.aliases} more ids are aliases of them).`);
    console.log(`${counts.normalMonsters} Normal Monsters play from their facts alone; ${counts.scripted} other cards are scripted.`);
  }
  return 0;
}

function main(): number {
  const args = parseDeckArgs(process.argv.slice(2));
  if ('help' in args) {
    console.log(USAGE);
    return 0;
  }
  if ('error' in args) {
    console.error(`${args.error}\n\n${USAGE}`);
    return 2;
  }
  return args.command === 'cards' ? runCards(args.json) : runCheck(args);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
