/**
 * `npm run goat:decks [-- --json]`: every public GOAT decklist we hold
 * (data/decks/public-goat/, passcodes and counts of lists published by others, each file
 * naming its source) and the built-in GOAT decks, checked under the goat format: legal
 * (the April 2005 pool and list, the deck rules), how many card slots play as printed, and
 * whether the deck plays as printed. Prints the README table; --json prints the rows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_IN_DECKS } from '../cards/deckNames.js';
import { resolveDeck } from '../cards/deckResolve.js';

const PUBLIC_DIR = new URL('../../data/decks/public-goat/', import.meta.url);

export interface GoatDeckRow {
  deck: string;
  /** "built-in" or where the public list comes from. */
  source: string;
  /** Card slots of the Main and Extra Deck. */
  cards: number;
  /** Legal in GOAT: pool, list and deck rules (playable with the vanilla option). */
  legal: boolean;
  /** Slots the engine plays as printed (scripted cards and Normal Monsters). */
  scripted: number;
  playable: boolean;
  /** The first rule problem, when the list is not legal. */
  problem?: string;
}

function row(deck: string, source: string, text: string): GoatDeckRow {
  const resolution = resolveDeck(text, { format: 'goat', vanilla: true });
  const report = resolution.report;
  if (!report) return { deck, source, cards: 0, legal: false, scripted: 0, playable: false, problem: resolution.message[0] };
  const ruleProblem = report.problems.find((p) => p.code !== 'NOT_PLAYABLE');
  return {
    deck, source, cards: report.known + report.unknown, legal: report.playableWithVanilla, scripted: report.scripted,
    playable: report.playable, ...(ruleProblem ? { problem: ruleProblem.message } : {}),
  };
}

export function goatDeckRows(): GoatDeckRow[] {
  const builtIn = BUILT_IN_DECKS.filter((d) => d.kind === 'goat' || d.kind === 'structure').map((d) => row(d.title, 'built-in', d.id));
  const publicRows = readdirSync(PUBLIC_DIR).filter((f) => f.endsWith('.ydk')).sort().map((file) => {
    const text = readFileSync(new URL(file, PUBLIC_DIR), 'utf8');
    const title = /^#\s*(.+)$/m.exec(text)?.[1]?.trim() ?? file;
    const source = /^#\s*A public GOAT decklist[^:]*:\s*(\S+)/m.exec(text)?.[1] ?? 'public';
    return row(title, source, text);
  });
  return [...builtIn, ...publicRows];
}

function table(rows: GoatDeckRow[]): string[] {
  const yes = (b: boolean): string => (b ? 'yes' : 'no');
  const lines = ['| deck | source | cards | legal in GOAT | played as printed | playable as printed |', '| --- | --- | --- | --- | --- | --- |'];
  for (const r of rows) lines.push(`| ${r.deck.replace(/\|/g, '/')} | ${r.source} | ${r.cards} | ${yes(r.legal)} | ${r.scripted} | ${yes(r.playable)} |`);
  const legal = rows.filter((r) => r.legal).length;
  const playable = rows.filter((r) => r.playable).length;
  lines.push('', `${rows.length} decks checked: ${legal} legal in GOAT, ${playable} playable as printed.`);
  return lines;
}

function main(): void {
  const rows = goatDeckRows();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else for (const line of table(rows)) console.log(line);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
