/**
 * `npx tsx src/cli/mark-scripted.ts "Card Name" ...`: sets `scripted: true` on those cards
 * in data/cards/cards.json (after their scripts and tests are in). Writes through a
 * temporary file and a rename, so the data file is never half-written.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCards } from '../cards/cardDb.js';

const path = fileURLToPath(new URL('../../data/cards/cards.json', import.meta.url));
const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Usage: npx tsx src/cli/mark-scripted.ts "Card Name" ...');
  process.exit(2);
}
const raw = JSON.parse(readFileSync(path, 'utf8')) as { name: string; scripted: boolean }[];
parseCards(raw);
const missing = names.filter((n) => !raw.some((c) => c.name === n));
if (missing.length > 0) {
  console.error(`No card named: ${missing.join(', ')}`);
  process.exit(1);
}
for (const card of raw) if (names.includes(card.name)) card.scripted = true;
/** The file's own layout: one card per line, ", " and ": " between items. */
function compact(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(compact).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${compact(v)}`).join(', ')}}`;
  }
  return JSON.stringify(value);
}

const tmp = `${path}.${process.pid}.tmp`;
writeFileSync(tmp, `[\n${raw.map((c) => `  ${compact(c)}`).join(',\n')}\n]\n`);
renameSync(tmp, path);
console.log(`Marked scripted: ${names.join(', ')}`);
