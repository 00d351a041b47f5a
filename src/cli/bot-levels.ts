/**
 * `npm run bot:league -- --levels strong,normal [--duels 100] [--worlds 8] [--budget-ms 200]`:
 * two bot levels against each other over the four Starter Decks, seats and decks swapped in
 * turn, each side knowing only what it saw. Prints each level's wins, the draws and the time
 * per decision (p50/p95) of each level on this core.
 */
import { loadDeckSet } from '../cards/deckFiles.js';
import { defaultCards } from '../cards/catalog.js';
import { BOT_LEVELS, levelPlayer, playLevels, type BotLevel, type LevelPlayer } from '../bot/levels.js';
import { searchTotals } from '../bot/search.js';
import type { DuelConfig, PlayerId } from '../engine/types.js';

export interface LevelsResult {
  levels: [BotLevel, BotLevel];
  duels: number;
  wins: [number, number];
  draws: number;
  decisionMs: [{ p50: number; p95: number }, { p50: number; p95: number }];
  /** The duels the first level did not win: which, with what deck, how they ended. */
  losses: { duel: number; deck: string; against: string; reason: string; turns: number }[];
}

const pct = (sorted: number[], p: number): number => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

export interface LeagueDuel {
  config: DuelConfig;
  players: [LevelPlayer, LevelPlayer];
  /** bySeat[seat]: which of the two levels sits in that seat. */
  bySeat: [0 | 1, 0 | 1];
  /** The deck names of the two levels, in the order of `levels`. */
  deckNames: [string, string];
}

/** Duel `i` of a league between `levels`: level 0 sits in seat i % 2 and plays deck i % 4, the other level the next deck. */
export function leagueDuel(levels: readonly [BotLevel, BotLevel], i: number, search: { worlds: number; budgetMs: number }, seed = 'levels', decks = loadDeckSet('starter')): LeagueDuel {
  const seatOf0 = (i % 2) as PlayerId;
  const pick = [decks[i % 4]!, decks[(i + 1 + (Math.floor(i / 4) % 3)) % 4]!];
  const bySeat: [0 | 1, 0 | 1] = seatOf0 === 0 ? [0, 1] : [1, 0];
  const players = bySeat.map((lv) => levelPlayer(levels[lv]!, pick[lv]!.deck, `${seed}:${i}:${lv}`, { ...search, horizonTurns: 2 }));
  const config: DuelConfig = { format: 'classic', seed: `${seed}:${i}`, decks: [pick[bySeat[0]]!.deck, pick[bySeat[1]]!.deck], firstPlayer: (i >> 1) % 2 === 0 ? 0 : 1 };
  return { config, players: [players[0]!, players[1]!], bySeat, deckNames: [pick[0]!.name, pick[1]!.name] };
}

export function runLevels(levels: [BotLevel, BotLevel], duels: number, search: { worlds: number; budgetMs: number }, seed = 'levels'): LevelsResult {
  const { engine } = defaultCards();
  const decks = loadDeckSet('starter');
  const wins: [number, number] = [0, 0];
  let draws = 0;
  const losses: LevelsResult['losses'] = [];
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < duels; i++) {
    const { config, players, bySeat, deckNames } = leagueDuel(levels, i, search, seed, decks);
    const r = playLevels(engine, config, players);
    if (r.result.winner === null || bySeat[r.result.winner] !== 0) losses.push({ duel: i, deck: deckNames[0], against: deckNames[1], reason: r.result.winner === null ? `draw (${r.result.reason})` : r.result.reason, turns: r.turns });
    bySeat.forEach((lv, seat) => times[lv as 0 | 1].push(...r.decisionMs[seat as PlayerId]));
    if (r.result.winner === null) draws++;
    else wins[bySeat[r.result.winner]! as 0 | 1]++;
  }
  const stat = (t: number[]) => {
    const s = [...t].sort((a, b) => a - b);
    return { p50: pct(s, 50), p95: pct(s, 95) };
  };
  return { levels, duels, wins, draws, decisionMs: [stat(times[0]), stat(times[1])], losses };
}

export function levelsMain(argv: readonly string[]): number {
  const get = (flag: string): string | undefined => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const levels = (get('--levels') ?? '').split(',') as BotLevel[];
  const duels = Number(get('--duels') ?? 100);
  const worlds = Number(get('--worlds') ?? 8);
  const budgetMs = Number(get('--budget-ms') ?? 200);
  if (levels.length !== 2 || !levels.every((l) => (BOT_LEVELS as readonly string[]).includes(l)) || !Number.isInteger(duels) || duels <= 0 || !(worlds > 0) || !(budgetMs >= 0)) {
    console.error(`usage: npm run bot:league -- --levels A,B [--duels 100] [--worlds 8] [--budget-ms 200]   (levels: ${BOT_LEVELS.join(', ')})`);
    return 2;
  }
  const t0 = performance.now();
  const before = { ...searchTotals };
  const r = runLevels([levels[0]!, levels[1]!], duels, { worlds, budgetMs });
  const json = argv.includes('--json');
  if (json) console.log(JSON.stringify({ ...r, seconds: (performance.now() - t0) / 1000 }));
  else {
    console.log(`${r.duels} duels ${r.levels[0]} against ${r.levels[1]} (Starter Decks, seats and decks swapped) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    console.log('| level | wins | win rate | decision p50 | decision p95 |');
    console.log('|---|---:|---:|---:|---:|');
    r.levels.forEach((lv, i) => console.log(`| ${lv} | ${r.wins[i]} | ${((r.wins[i]! / r.duels) * 100).toFixed(1)} % | ${r.decisionMs[i]!.p50.toFixed(2)} ms | ${r.decisionMs[i]!.p95.toFixed(2)} ms |`));
    console.log(`draws: ${r.draws}`);
    const playouts = searchTotals.playouts - before.playouts;
    if (searchTotals.decisions > before.decisions) {
      const decisions = searchTotals.decisions - before.decisions;
      const searched = searchTotals.searched - before.searched;
      const perSec = playouts / Math.max(1e-9, (searchTotals.playoutMs - before.playoutMs) / 1000);
      console.log(`strong: ${decisions} decisions, ${searched} searched (${((searched / decisions) * 100).toFixed(1)} %), ${playouts} playouts, ${perSec.toFixed(0)} playouts/s, sampling ${(searchTotals.sampleMs - before.sampleMs).toFixed(0)} ms in all`);
    }
    if (argv.includes('--losses')) for (const l of r.losses) console.log(`lost duel ${l.duel}: ${r.levels[0]} with ${l.deck} against ${l.against}, ${l.reason} on turn ${l.turns}`);
  }
  return 0;
}
