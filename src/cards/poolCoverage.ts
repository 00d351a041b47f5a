/**
 * How much of a format's pool the engine plays as printed: the pool's cards with effects
 * (every frame but Normal Monsters, which need no script), how many of them are scripted,
 * and each one that is not, by name. `npm run deck -- check --format goat` prints it.
 */
import type { FormatId } from '../engine/format.js';
import type { CardDb } from './cardDb.js';
import { formatPool } from './formatPool.js';
import type { Frame } from './types.js';

export interface MissingCard {
  passcode: number;
  name: string;
  frame: Frame;
  /** Copies the format's list allows (0 Forbidden). */
  copies: number;
  /** Why it does not play as printed yet. */
  why: string;
}

export interface PoolCoverage {
  format: FormatId;
  list: string;
  /** Distinct cards of the pool. */
  cards: number;
  normalMonsters: number;
  /** Cards with effects (everything but Normal Monsters). */
  withEffects: number;
  /** Of those, the ones the engine plays as printed. */
  scripted: number;
  /** The others, Forbidden cards last, each in name order. */
  missing: MissingCard[];
}

/** Undefined for a format without a pool of its own (classic and modern allow every card). */
export function poolCoverage(format: FormatId, db: CardDb): PoolCoverage | undefined {
  const pool = formatPool(format);
  if (!pool) return undefined;
  let normalMonsters = 0;
  let scripted = 0;
  const missing: MissingCard[] = [];
  // Two printings with their own passcodes (Dark Magician, Polymerization) are one card.
  const names = new Set<string>();
  for (const entry of pool.cards) {
    if (names.has(entry.name)) continue;
    names.add(entry.name);
    const card = db.byPasscode(entry.passcode);
    if (!card) throw new Error(`data/formats/${format}.json: ${entry.passcode} (${entry.name}) is no known card`);
    if (card.frame === 'normal') normalMonsters += 1;
    else if (card.scripted) scripted += 1;
    else missing.push({ passcode: entry.passcode, name: entry.name, frame: card.frame, copies: entry.copies, why: card.notScripted ?? 'its effects are not scripted yet' });
  }
  missing.sort((a, b) => Number(a.copies === 0) - Number(b.copies === 0) || a.name.localeCompare(b.name));
  return {
    format, list: pool.list, cards: names.size, normalMonsters,
    withEffects: names.size - normalMonsters, scripted, missing,
  };
}

/** Lines for the terminal: the figures, then every missing card. */
export function coverageLines(c: PoolCoverage): string[] {
  const lines = [
    `${c.list}: ${c.cards} cards in the pool, ${c.normalMonsters} Normal Monsters (they play from their facts) and ${c.withEffects} with effects.`,
    `Scripted: ${c.scripted} of ${c.withEffects} cards with effects (${((100 * c.scripted) / c.withEffects).toFixed(1)}%); ${c.missing.length} not playable as printed yet:`,
  ];
  for (const m of c.missing) lines.push(`  - ${m.name} (${m.passcode}, ${m.frame}${m.copies === 0 ? ', Forbidden' : ''}): ${m.why}`);
  return lines;
}
