/**
 * `npm run bot:league -- [--duels 1000] [--seed S] [--decks starter|goat]`: the offline
 * heuristic bot plays itself with every pair of the four Starter Decks, both formats, both
 * seats (or, with `--decks goat`, the GOAT deck set of the fuzz under goat rules: random
 * legal pool decks and the built-in GOAT decks that play as printed). Every duel must
 * finish; prints the average number of turns and each deck's win rate, then the
 * response-window prompts per opponent turn of a chat player with one Set Trap.
 * With `--levels A,B` it plays two bot levels against each other instead (bot-levels.ts).
 */
import { pathToFileURL } from 'node:url';
import { defaultCards } from '../cards/catalog.js';
import { loadDeckSet } from '../cards/deckFiles.js';
import { goatDeckSet } from '../cards/poolDecks.js';
import { createHeuristicBot } from '../bot/heuristic.js';
import { playDuel } from './bot-eval.js';
import { countWindowPrompts } from './windowPrompts.js';
import { levelsMain } from './bot-levels.js';
import type { FormatId } from '../engine/format.js';

export interface LeagueResult {
  duels: number;
  avgTurns: number;
  maxTurns: number;
  draws: number;
  byDeck: Record<string, { played: number; won: number }>;
  byReason: Record<string, number>;
}

export function runLeague(opts: { duels: number; seed?: string; decks?: 'starter' | 'goat' }): LeagueResult {
  const { engine, db } = defaultCards();
  const goat = opts.decks === 'goat';
  const decks = goat ? goatDeckSet(db, opts.seed ?? 'league', 8) : loadDeckSet('starter');
  const bot = createHeuristicBot();
  const formats: FormatId[] = goat ? ['goat'] : ['classic', 'modern'];
  const r: LeagueResult = { duels: 0, avgTurns: 0, maxTurns: 0, draws: 0, byDeck: {}, byReason: {} };
  for (const d of decks) r.byDeck[d.name] = { played: 0, won: 0 };
  let turns = 0;
  for (let i = 0; i < opts.duels; i++) {
    const a = decks[i % decks.length]!;
    const b = decks[(i + 1 + (Math.floor(i / decks.length) % (decks.length - 1))) % decks.length]!;
    const outcome = playDuel(engine, { format: formats[i % formats.length]!, seed: `${opts.seed ?? 'league'}:${i}`, decks: [a.deck, b.deck], firstPlayer: (i >> 1) % 2 === 0 ? 0 : 1 }, [bot, bot]);
    r.duels += 1;
    turns += outcome.turns;
    r.maxTurns = Math.max(r.maxTurns, outcome.turns);
    r.byReason[outcome.result.reason] = (r.byReason[outcome.result.reason] ?? 0) + 1;
    r.byDeck[a.name]!.played += 1;
    r.byDeck[b.name]!.played += 1;
    if (outcome.result.winner === null) r.draws += 1;
    else r.byDeck[(outcome.result.winner === 0 ? a : b).name]!.won += 1;
  }
  r.avgTurns = turns / Math.max(1, r.duels);
  return r;
}

function main(): void {
  const argv = process.argv.slice(2);
  if (argv.includes('--levels')) {
    process.exitCode = levelsMain(argv);
    return;
  }
  const at = argv.indexOf('--duels');
  const duels = at >= 0 ? Number(argv[at + 1]) : 1000;
  const seedAt = argv.indexOf('--seed');
  const decksAt = argv.indexOf('--decks');
  const deckSet = decksAt >= 0 ? argv[decksAt + 1] : 'starter';
  if (!Number.isInteger(duels) || duels <= 0 || (deckSet !== 'starter' && deckSet !== 'goat')) {
    console.error('usage: npm run bot:league -- [--duels 1000] [--seed S] [--decks starter|goat]');
    process.exit(2);
  }
  const t0 = performance.now();
  const r = runLeague({ duels, decks: deckSet, ...(seedAt >= 0 ? { seed: argv[seedAt + 1]! } : {}) });
  const secs = (performance.now() - t0) / 1000;
  const between = deckSet === 'goat' ? `the GOAT decks (${Object.keys(r.byDeck).length}, goat rules)` : 'the Starter Decks';
  console.log(`${r.duels} heuristic-vs-heuristic duels between ${between} finished in ${secs.toFixed(1)} s`);
  console.log(`average turns ${r.avgTurns.toFixed(1)} (longest ${r.maxTurns}); draws ${r.draws}; ended by ${Object.entries(r.byReason).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log('| deck | played | won | win rate |');
  console.log('|---|---:|---:|---:|');
  for (const [name, d] of Object.entries(r.byDeck)) console.log(`| ${name} | ${d.played} | ${d.won} | ${((d.won / Math.max(1, d.played)) * 100).toFixed(1)} % |`);
  if (deckSet === 'starter') printPrompts(Math.max(8, Math.min(40, Math.round(duels / 25))));
}

/** "Respond or pass?" prompts per opponent turn for a chat player with one Set Trap, per chain mode. */
function printPrompts(duels: number): void {
  const { engine, db } = defaultCards();
  const p = countWindowPrompts(engine, db, createHeuristicBot(), loadDeckSet('starter').map((d) => d.deck), duels);
  const per = (n: number): string => (n / Math.max(1, p.opponentTurns)).toFixed(2);
  console.log(`prompts per opponent turn, one Set Just Desserts (${duels} duels, ${p.opponentTurns} opponent turns): auto ${per(p.auto)}, manual ${per(p.manual)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
