import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadFaq } from '../../src/rules/judge/faq.js';
import { loadRulesReference } from '../../src/rules/reference.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seedsDir = path.resolve(projectRoot, '../shared/seeds');
const RUN = 12;

/** Lowercase words with punctuation dropped (apostrophes vanish, other marks split words). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['\u2018\u2019\u02bc`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

function runs(ws: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + RUN <= ws.length; i++) out.push(ws.slice(i, i + RUN).join(' '));
  return out;
}

describe('rules reference originality', () => {
  it(`shares no run of ${RUN} consecutive words with any seed text`, () => {
    if (!existsSync(seedsDir)) {
      throw new Error(`Seed directory not found at ${seedsDir}; the originality check needs the source texts.`);
    }
    const seedFiles = readdirSync(seedsDir).filter((f) => f.endsWith('.txt'));
    expect(seedFiles.length, `no .txt seeds in ${seedsDir}`).toBeGreaterThan(0);
    const seedRuns = new Map<string, string>();
    for (const f of seedFiles) {
      for (const r of runs(words(readFileSync(path.join(seedsDir, f), 'utf8')))) seedRuns.set(r, f);
    }
    const copied: string[] = [];
    const texts = [
      ...loadRulesReference().sections.map((s) => ({ where: `${s.file}:${s.line} ${s.id}`, text: s.body })),
      ...loadFaq().entries.map((e) => ({ where: `faq.json ${e.id}`, text: e.answer })),
    ];
    for (const { where, text } of texts) {
      for (const r of runs(words(text))) {
        const seed = seedRuns.get(r);
        if (seed) copied.push(`${where}: "${r}" (in ${seed})`);
      }
    }
    expect(copied).toEqual([]);
  });
});
