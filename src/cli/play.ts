/**
 * `npm start`: a duel against the offline bot in the terminal.
 *
 *   npm start -- [--deck NAME|PATH] [--bot-deck NAME|PATH] [--format classic|modern|goat]
 *                [--seed S] [--first you|bot|coin]
 *
 * Decks are .ydk files: a bare NAME means data/decks/NAME.ydk. Both decks are checked
 * against the format's deck rules before the duel starts; any problem is printed and
 * the program exits with status 1.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHeuristicBot } from '../bot/heuristic.js';
import { defaultCards } from '../cards/catalog.js';
import { resolveDeck } from '../cards/deckResolve.js';
import { problemLines } from '../cards/deckReport.js';
import { FORMATS, isFormatId, type FormatId } from '../engine/format.js';
import type { DeckList } from '../engine/types.js';
import { runTerminalDuel } from './terminalDuel.js';

const DECK_DIR = fileURLToPath(new URL('../../data/decks/', import.meta.url));

const USAGE = `Usage: npm start -- [options]
  --deck NAME|PATH      your deck: a .ydk file, a deck in data/decks, or a built-in deck by name
                        ("Zombie Madness", "Kaiba's deck") (default normals-yugi)
  --bot-deck NAME|PATH  the bot's deck (default normals-kaiba)
  --format F            classic, modern or goat (default classic)
  --seed S              seed for shuffles and coin flips (default: from the clock)
  --first WHO           you, bot or coin (default you)
  --vanilla             play cards whose effects are not implemented yet as vanilla stats
                        (their effects do nothing; the board marks them "no effect")
  --help                this text`;

export interface PlayArgs {
  deck: string;
  botDeck: string;
  format: FormatId;
  seed: string;
  first: 'you' | 'bot' | 'coin';
  /** Play cards whose effects are not implemented as vanilla stats instead of refusing the deck. */
  vanilla?: boolean;
}

export type DuelFlags = Pick<PlayArgs, 'deck' | 'botDeck' | 'format' | 'seed' | 'first' | 'vanilla'>;

/** The on/off duel flags every terminal front end shares: true when `flag` was one (and is now set). */
export function applyDuelSwitch(args: DuelFlags, flag: string): boolean {
  if (flag !== '--vanilla') return false;
  args.vanilla = true;
  return true;
}

/**
 * The duel flags every terminal front end shares. Returns null when `name` was one of
 * them and is now set, an error message for a bad value, undefined for another flag.
 */
export function applyDuelFlag(args: DuelFlags, name: string, value: string): string | null | undefined {
  switch (name) {
    case '--deck':
      args.deck = value;
      return null;
    case '--bot-deck':
      args.botDeck = value;
      return null;
    case '--format':
      if (!isFormatId(value)) return `Unknown format "${value}": use classic, modern or goat.`;
      args.format = value;
      return null;
    case '--seed':
      args.seed = value;
      return null;
    case '--first':
      if (value !== 'you' && value !== 'bot' && value !== 'coin') return `--first takes you, bot or coin, not "${value}".`;
      args.first = value;
      return null;
    default:
      return undefined;
  }
}

export function parseArgs(argv: readonly string[], now: () => number = Date.now): PlayArgs | { error: string } | { help: true } {
  const args: PlayArgs = { deck: 'normals-yugi', botDeck: 'normals-kaiba', format: 'classic', seed: '', first: 'you' };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag === '--help' || flag === '-h') return { help: true };
    if (applyDuelSwitch(args, flag)) continue;
    const [name, inline] = flag.includes('=') ? (flag.split(/=(.*)/s, 2) as [string, string]) : [flag, undefined];
    const value = inline ?? argv[++i];
    if (value === undefined) return { error: `${name} needs a value.` };
    const problem = applyDuelFlag(args, name, value);
    if (problem === undefined) return { error: `Unknown option "${name}".` };
    if (problem !== null) return { error: problem };
  }
  // The CLI may read the clock; the engine never does, so the seed is fixed here and shown.
  if (args.seed === '') args.seed = String(now());
  return args;
}

export function deckPath(nameOrPath: string): string {
  if (nameOrPath.includes('/') || nameOrPath.includes('\\') || nameOrPath.endsWith('.ydk')) return resolve(nameOrPath);
  return resolve(DECK_DIR, `${nameOrPath}.ydk`);
}

/**
 * Reads and validates a deck: a .ydk path, a deck in data/decks, or a built-in deck by
 * name ("Zombie Madness", "Kaiba's deck"). Returns the problems as lines to print when it
 * cannot be played; with `vanilla`, unscripted cards play as their stats instead.
 */
export function loadDeck(nameOrPath: string, format: FormatId, vanilla = false): { ok: true; deck: DeckList } | { ok: false; problems: string[] } {
  const isPath = nameOrPath.includes('/') || nameOrPath.includes('\\') || nameOrPath.endsWith('.ydk');
  const path = deckPath(nameOrPath);
  if (isPath && !existsSync(path)) {
    return { ok: false, problems: [`No deck file ${path}. Decks in data/decks can be named without ".ydk".`] };
  }
  const resolved = resolveDeck(isPath ? readFileSync(path, 'utf8') : nameOrPath, { format, vanilla });
  if (resolved.ok && resolved.deck) return { ok: true, deck: resolved.deck };
  if (!resolved.report) return { ok: false, problems: resolved.message };
  const problems = problemLines(resolved.report).map((line, i) => {
    const rule = resolved.report?.problems[i]?.rule;
    return rule ? `${line} (rule ${rule})` : line;
  });
  if (resolved.report.playableWithVanilla) {
    problems.push('Add --vanilla to play the cards that are not playable yet as vanilla stats (their effects do nothing), or use a normals-* deck.');
  }
  return { ok: false, problems };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if ('help' in args) {
    console.log(USAGE);
    return 0;
  }
  if ('error' in args) {
    console.error(`${args.error}\n\n${USAGE}`);
    return 1;
  }
  const decks: DeckList[] = [];
  for (const [who, name] of [['Your deck', args.deck], ["The bot's deck", args.botDeck]] as const) {
    const loaded = loadDeck(name, args.format, args.vanilla === true);
    if (!loaded.ok) {
      console.error(`${who} (${basename(name)}) cannot be used for ${args.format} play:`);
      for (const p of loaded.problems) console.error(`  - ${p}`);
      return 1;
    }
    decks.push(loaded.deck);
  }
  const { engine, db } = defaultCards();
  const outcome = await runTerminalDuel({
    cards: db,
    input: process.stdin,
    output: process.stdout,
    engine,
    bot: createHeuristicBot(),
    decks: [decks[0]!, decks[1]!],
    format: args.format,
    seed: args.seed,
    first: args.first,
  });
  if (outcome.quit) console.log(`Replay this duel with --seed ${args.seed}.`);
  return 0;
}

// Run only as a program, so tests can import the argument and deck helpers.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
      process.exitCode = 1;
    },
  );
}
