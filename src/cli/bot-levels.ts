/**
 * `npm run bot:league -- --levels strong,normal [--duels 100] [--worlds 8] [--budget-ms 200]`:
 * two bot levels against each other over the four Starter Decks, seats and decks swapped in
 * turn, each side knowing only what it saw. Prints each level's wins, the draws and the time
 * per decision (p50/p95) of each level on this core.
 */
import { loadDeckSet } from '../cards/deckFiles.js';
import { defaultCards } from '../cards/catalog.js';
import { BOT_LEVELS, levelPlayer, playLevels, type BotLevel } from '../bot/levels.js';
import type { DuelConfig, PlayerId } from '../engine/types.js';

export interface LevelsResult {
  levels: [BotLevel, BotLevel];
  duels: number;
  wins: [number, number];
  draws: number;
  decisionMs: [{ p50: number; p95: number }, { p50: number; p95: number }];
}

const pct = (sorted: number[], p: number): number => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

export function runLevels(levels: [BotLevel, BotLevel], duels: number, search: { worlds: number; budgetMs: number }, seed = 'levels'): LevelsResult {
  const { engine } = defaultCards();
  const decks = loadDeckSet('starter');
  const wins: [number, number] = [0, 0];
  let draws = 0;
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < duels; i++) {
    // Level 0 sits in seat i % 2 and plays deck i % 4; the other level the next deck.
    const seatOf0 = (i % 2) as PlayerId;
    const deckOf = [decks[i % 4]!.deck, decks[(i + 1 + (Math.floor(i / 4) % 3)) % 4]!.deck];
    const bySeat = seatOf0 === 0 ? [0, 1] : [1, 0];
    const players = bySeat.map((lv) => levelPlayer(levels[lv]!, deckOf[lv]!, `${seed}:${i}:${lv}`, { ...search, horizonTurns: 2 }));
    const config: DuelConfig = { format: 'classic', seed: `${seed}:${i}`, decks: [deckOf[bySeat[0]!]!, deckOf[bySeat[1]!]!], firstPlayer: (i >> 1) % 2 === 0 ? 0 : 1 };
    const r = playLevels(engine, config, [players[0]!, players[1]!]);
    bySeat.forEach((lv, seat) => times[lv as 0 | 1].push(...r.decisionMs[seat as PlayerId]));
    if (r.result.winner === null) draws++;
    else wins[bySeat[r.result.winner]! as 0 | 1]++;
  }
  const stat = (t: number[]) => {
    const s = [...t].sort((a, b) => a - b);
    return { p50: pct(s, 50), p95: pct(s, 95) };
  };
  return { levels, duels, wins, draws, decisionMs: [stat(times[0]), stat(times[1])] };
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
  const r = runLevels([levels[0]!, levels[1]!], duels, { worlds, budgetMs });
  const json = argv.includes('--json');
  if (json) console.log(JSON.stringify({ ...r, seconds: (performance.now() - t0) / 1000 }));
  else {
    console.log(`${r.duels} duels ${r.levels[0]} against ${r.levels[1]} (Starter Decks, seats and decks swapped) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    console.log('| level | wins | win rate | decision p50 | decision p95 |');
    console.log('|---|---:|---:|---:|---:|');
    r.levels.forEach((lv, i) => console.log(`| ${lv} | ${r.wins[i]} | ${((r.wins[i]! / r.duels) * 100).toFixed(1)} % | ${r.decisionMs[i]!.p50.toFixed(2)} ms | ${r.decisionMs[i]!.p95.toFixed(2)} ms |`));
    console.log(`draws: ${r.draws}`);
  }
  return 0;
}
