/**
 * How many cards our own data holds: data/cards/cards.json plus every batch file in
 * data/cards/text/ (card batches are added by several people at once, so tests count the
 * files instead of naming a number each batch would have to change).
 */
import { readdirSync, readFileSync } from 'node:fs';

const DATA = new URL('../../data/cards/', import.meta.url);

export function ownCardCount(): number {
  const base = (JSON.parse(readFileSync(new URL('cards.json', DATA), 'utf8')) as unknown[]).length;
  const textDir = new URL('text/', DATA);
  const batches = readdirSync(textDir).filter((f) => f.endsWith('.json'));
  return base + batches.reduce((n, f) => n + (JSON.parse(readFileSync(new URL(f, textDir), 'utf8')) as unknown[]).length, 0);
}
