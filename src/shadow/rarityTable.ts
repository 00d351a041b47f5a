/**
 * data/shadow/rarity.tsv (written by `npm run shadow:rarity`, rule in rarity.ts): the stars
 * and Divine tag of every card a mage could hold as Magic. Read once, on first need; a line
 * that does not parse stops the load naming the line rather than being skipped.
 */
import { readFileSync } from 'node:fs';
import type { Frame } from '../cards/types.js';
import type { Rarity, Stars } from './rarity.js';

export const RARITY_COLUMNS = ['passcode', 'stars', 'divine', 'basis'] as const;
export const RARITY_HEADER_COMMENT =
  '# Shadow Games rarity stars (ours) derived from data/cards/facts.tsv and printed rarities by `npm run shadow:rarity`; do not edit by hand.';
/** Frames that exist in the Shadow Games (no Synchro, Xyz, Pendulum or Link in 001). */
export const SHADOW_FRAMES: ReadonlySet<Frame> = new Set(['normal', 'effect', 'ritual', 'fusion', 'spell', 'trap']);

const PATH = new URL('../../data/shadow/rarity.tsv', import.meta.url);

export function parseRarityTable(text: string, source = 'data/shadow/rarity.tsv'): Map<number, Rarity> {
  const table = new Map<number, Rarity>();
  const lines = text.replace(/\r/g, '').split('\n');
  lines.forEach((line, i) => {
    if (line === '' || line.startsWith('#') || line.startsWith('passcode\t')) return;
    const [code, stars, divine, basis] = line.split('\t');
    const passcode = Number(code);
    const s = Number(stars);
    if (!Number.isInteger(passcode) || passcode <= 0 || ![1, 2, 3, 4, 5].includes(s) || (divine !== '0' && divine !== '1') || !basis) {
      throw new Error(`${source} line ${i + 1}: expected passcode, stars 1-5, divine 0/1 and a basis`);
    }
    table.set(passcode, { stars: s as Stars, divine: divine === '1', basis });
  });
  return table;
}

let loaded: Map<number, Rarity> | undefined;

/** The committed table (cached). */
export function rarityTable(): ReadonlyMap<number, Rarity> {
  loaded ??= parseRarityTable(readFileSync(PATH, 'utf8'));
  return loaded;
}
