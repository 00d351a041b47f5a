/**
 * `npm run check:sources` holds the checks that need the reference folder beside a
 * checkout; here they are run against small made-up folders to show they really catch
 * what they look for, and the test suite is shown to need nothing beside the project.
 */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCardDb } from '../../src/cards/cardDb.js';
import { checkCardFacts, checkOwnWords } from '../../src/cli/sourceChecks.js';

const root = mkdtempSync(path.join(tmpdir(), 'check-sources-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const testsDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

describe('source checks', () => {
  it('our own words: a copied run of 12 words is caught and named, a rewording is not', () => {
    const seeds = path.join(root, 'seeds');
    mkdirSync(seeds, { recursive: true });
    writeFileSync(path.join(seeds, '004_book.txt'), 'If you and your opponent both reach zero Life Points at the same time the Duel is a draw.');
    const copied = checkOwnWords(seeds, [{ label: 'rules win.conditions', text: 'Note: you and your opponent both reach zero life points at the same time, so the duel ends.' }]);
    expect(copied).toEqual([
      'rules win.conditions: "you and your opponent both reach zero life points at the same" (in 004_book.txt)',
      'rules win.conditions: "and your opponent both reach zero life points at the same time" (in 004_book.txt)',
    ]);
    expect(checkOwnWords(seeds, [{ label: 'ours', text: 'When both players drop to 0 LP together, nobody wins: the duel is drawn.' }])).toEqual([]);
    expect(checkOwnWords(path.join(root, 'nothing-here'), [])).toEqual([`no .txt seed texts in ${path.join(root, 'nothing-here')}`]);
  });

  it('card facts: a reference row that differs from our data is reported by card and field', () => {
    const db = loadCardDb();
    const header = ['passcode', 'name', 'frame', 'subtypes', 'attribute', 'race', 'level', 'atk', 'def', 'pend_scale', 'link_arrows'];
    const row = (c: ReturnType<typeof db.all>[number], atk = c.atk) =>
      [c.passcode, c.name, c.frame, c.subtypes.join('|'), c.attribute ?? '', c.race ?? '', c.level ?? '', atk === null ? '?' : atk, c.def === null ? '?' : c.def, c.scale ?? '', (c.arrows ?? []).join(',')].join('\t');
    // Our cards as the engine reads them: own text completed with printed Link Arrows and Scales.
    const cards = db.all().map((c) => db.byPasscode(c.passcode) ?? c);
    const good = path.join(root, 'cards-good.tsv');
    writeFileSync(good, [header.join('\t'), ...cards.map((c) => row(c))].join('\n'));
    expect(checkCardFacts(good, db)).toEqual([]);
    const ox = cards.find((c) => c.name === 'Battle Ox')!;
    const bad = path.join(root, 'cards-bad.tsv');
    writeFileSync(bad, [header.join('\t'), ...cards.filter((c) => c.name !== 'Dark Hole').map((c) => (c === ox ? row(c, 1800) : row(c)))].join('\n'));
    const problems = checkCardFacts(bad, db);
    expect(problems).toContain(`Battle Ox (${ox.passcode}): atk is 1700, the reference says 1800`);
    // A Pendulum Scale is checked too (Dragonpit Magician's is 8).
    const pit = cards.find((c) => c.name === 'Dragonpit Magician')!;
    const badScale = path.join(root, 'cards-bad-scale.tsv');
    writeFileSync(badScale, [header.join('\t'), ...cards.map((c) => (c === pit ? row({ ...c, scale: 5 }) : row(c)))].join('\n'));
    expect(checkCardFacts(badScale, db)).toEqual([`Dragonpit Magician (${pit.passcode}): scale is 8, the reference says 5`]);
    expect(problems.some((p) => p.startsWith('Dark Hole (53129443) is missing from cards.tsv'))).toBe(true);
  });

  it('npm test needs nothing beside the project: no test file reads the shared reference folder', () => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(ts|js|mjs)$/.test(name)) files.push(full);
      }
    };
    walk(testsDir);
    expect(files.length).toBeGreaterThan(20);
    // A path that climbs out of the project into the sibling reference folder, or names its ref or seeds folders.
    const outside = /(\.\.\/)+shared\b|['"`]shared\/(ref|seeds)\b/;
    const readers = files.filter((f) => f !== fileURLToPath(import.meta.url) && outside.test(readFileSync(f, 'utf8')));
    expect(readers.map((f) => path.relative(testsDir, f))).toEqual([]);
  });
});
