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

export function loadDeckFile(name: string): DeckList {
  const path = fileURLToPath(new URL(`../../data/decks/${name}.ydk`, import.meta.url));
  const parsed = parseYdk(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(`${path}: ${parsed.problems.map((p) => `line ${p.line}: ${p.message}`).join('; ')}`);
  return { main: parsed.deck.main, extra: parsed.deck.extra };
}

export function loadDeckSet(set: 'starter' | 'normals'): { name: string; deck: DeckList }[] {
  return (set === 'starter' ? STARTER_DECK_NAMES : NORMAL_DECK_NAMES).map((name) => ({ name, deck: loadDeckFile(name) }));
}
