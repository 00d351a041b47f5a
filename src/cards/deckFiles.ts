/**
 * The deck files shipped in data/decks, by name. Used by the tools that play many duels
 * (fuzz, bench, bot league) and by the tests.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseYdk } from './ydk.js';
import type { DeckList } from '../engine/types.js';

export const STARTER_DECK_NAMES = ['starter-yugi', 'starter-kaiba', 'starter-joey', 'starter-pegasus'] as const;
export const NORMAL_DECK_NAMES = ['normals-yugi', 'normals-kaiba', 'normals-joey', 'normals-pegasus'] as const;
/** The four modern decks (Starter and Structure Decks with an Extra Deck), played under `modern`. */
export const MODERN_DECK_NAMES = ['modern-link-strike', 'modern-xyz-symphony', 'modern-synchron-extreme', 'modern-master-of-pendulum'] as const;

const DECK_SETS = { starter: STARTER_DECK_NAMES, normals: NORMAL_DECK_NAMES, modern: MODERN_DECK_NAMES } as const;

export function loadDeckFile(name: string): DeckList {
  const path = fileURLToPath(new URL(`../../data/decks/${name}.ydk`, import.meta.url));
  const parsed = parseYdk(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(`${path}: ${parsed.problems.map((p) => `line ${p.line}: ${p.message}`).join('; ')}`);
  return { main: parsed.deck.main, extra: parsed.deck.extra };
}

export function loadDeckSet(set: keyof typeof DECK_SETS): { name: string; deck: DeckList }[] {
  return DECK_SETS[set].map((name) => ({ name, deck: loadDeckFile(name) }));
}
