import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { createCardDb, loadCardDb, parseCards } from '../../src/cards/cardDb.js';
import { EXTRA_DECK_FRAMES } from '../../src/cards/types.js';
import { scriptLookup } from '../../src/cards/scripts/index.js';
import { parseYdk } from '../../src/cli/sourceChecks.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const decksDir = path.join(projectRoot, 'data/decks');

// The checks against the reference folder beside a checkout (card facts in ref/cards.tsv,
// the Starter Deck lists) are in `npm run check:sources` (src/cli/sourceChecks.ts), so
// that `npm test` passes in a fresh clone with nothing beside it.

function count<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

const db = loadCardDb();
const cards = db.all();

describe('card data', () => {
  it('loads, validates and is sorted by name with unique passcodes and names', () => {
    // cards.json plus every batch under data/cards/text/ (each card in exactly one file).
    const textDir = path.join(projectRoot, 'data/cards/text');
    const batches = readdirSync(textDir).filter((f) => f.endsWith('.json')).map((f) => (JSON.parse(readFileSync(path.join(textDir, f), 'utf8')) as unknown[]).length);
    const listed = (JSON.parse(readFileSync(path.join(projectRoot, 'data/cards/cards.json'), 'utf8')) as unknown[]).length;
    expect(listed).toBe(156);
    expect(cards.length).toBe(listed + batches.reduce((a, b) => a + b, 0));
    const names = cards.map((c) => c.name);
    // cards.json itself is kept in name order; the batches follow it, each in its own order.
    const mainNames = names.slice(0, listed);
    expect(mainNames).toEqual([...mainNames].sort());
    expect(new Set(cards.map((c) => c.passcode)).size).toBe(cards.length);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(cards.length);
    for (const card of cards) {
      // Normal Monsters need no script; any other card is marked only once its script is in.
      if (card.frame === 'normal') expect(card.scripted, card.name).toBe(true);
      else if (card.scripted) expect(scriptLookup(card.passcode), card.name).toBeDefined();
    }
    expect(db.byName('dark hole')?.passcode).toBe(53129443);
    expect(db.byPasscode(89631139)?.name).toBe('Blue-Eyes White Dragon');
    expect(db.byPasscode(1)).toBeUndefined();
    for (const name of ['Heavy Storm', 'Threatening Roar', 'Seven Tools of the Bandit']) {
      expect(db.byName(name), name).toBeDefined();
    }
  });

  it('rejects invalid data with the index, card name and field in the message', () => {
    const good = cards[0]!;
    expect(() => parseCards([good, { ...good, name: 'Broken Card', atk: 'lots' }])).toThrow(
      /index 1 \("Broken Card"\).*field "atk"/,
    );
    const { text: _omitted, ...noText } = good;
    expect(() => parseCards([noText])).toThrow(/index 0 .*field "text"/);
    expect(() => parseCards([{ ...db.byName('Dark Hole')!, level: 4 }])).toThrow(/field "level"/);
    expect(() => parseCards({})).toThrow(/JSON array/);
    expect(() => loadCardDb(path.join(projectRoot, 'no/such/cards.json'))).toThrow(/cannot read JSON/);
    expect(() => createCardDb([good, good])).toThrow(/Duplicate passcode/);
  });

  it('ships eight .ydk decks that parse and only use known cards', () => {
    const files = [
      'starter-yugi', 'starter-kaiba', 'starter-joey', 'starter-pegasus',
      'normals-yugi', 'normals-kaiba', 'normals-joey', 'normals-pegasus',
    ];
    expect(readdirSync(decksDir)).toEqual(expect.arrayContaining(files.map((f) => `${f}.ydk`)));
    const decks = Object.fromEntries(
      files.map((f) => [f, parseYdk(readFileSync(path.join(decksDir, `${f}.ydk`), 'utf8'))]),
    );
    for (const [file, deck] of Object.entries(decks)) {
      const all = [...deck.main, ...deck.extra, ...deck.side];
      expect(all.length, file).toBeGreaterThan(0);
      for (const passcode of all) expect(db.byPasscode(passcode), `${file}: ${passcode}`).toBeDefined();
      for (const passcode of deck.main) {
        expect(EXTRA_DECK_FRAMES.has(db.byPasscode(passcode)!.frame), `${file}: ${passcode} in #main`).toBe(false);
      }
      for (const passcode of deck.extra) {
        expect(EXTRA_DECK_FRAMES.has(db.byPasscode(passcode)!.frame), `${file}: ${passcode} in #extra`).toBe(true);
      }
    }

    expect(decks['starter-joey']!.extra.map((p) => db.byPasscode(p)!.name).sort()).toEqual([
      'Flame Swordsman', 'Thousand Dragon',
    ]);

    // Normals decks: 40 Normal Monsters, at most 3 of each, a few Tribute Summons.
    for (const file of ['normals-yugi', 'normals-kaiba', 'normals-joey', 'normals-pegasus']) {
      const deck = decks[file]!;
      expect(deck.main.length, file).toBe(40);
      expect(deck.extra, file).toEqual([]);
      expect(deck.side, file).toEqual([]);
      const copies = count(deck.main, String);
      for (const [passcode, n] of Object.entries(copies)) {
        expect(n, `${file}: ${passcode}`).toBeLessThanOrEqual(3);
        expect(db.byPasscode(Number(passcode))!.frame, `${file}: ${passcode}`).toBe('normal');
      }
      const low = deck.main.filter((p) => db.byPasscode(p)!.level! <= 4).length;
      expect(low, file).toBeGreaterThanOrEqual(32);
      expect(low, file).toBeLessThan(40);
    }
  });

  it('has our own, non-empty text on every card, short lines for Normal Monsters', () => {
    for (const card of cards) {
      expect(card.text.trim().length, card.name).toBeGreaterThan(0);
      if (card.frame === 'normal') expect(card.text.length, card.name).toBeLessThanOrEqual(200);
    }
    // Printed wording that must not appear (the brief's example and some well-known printed lines).
    const printed = [
      'Destroy all Spell and Trap cards on the field',
      'Destroy all monsters on the field',
      'Increase your Life Points by 1000 points',
      'This legendary dragon is a powerful engine of destruction',
      'The ultimate wizard in terms of attack and defense',
      'Inflict 800 points of damage',
    ].map((s) => s.toLowerCase());
    for (const card of cards) {
      for (const line of printed) expect(card.text.toLowerCase(), card.name).not.toContain(line);
    }
    for (const [name, mustMention] of [
      ['Thousand Dragon', ['Time Wizard', 'Baby Dragon']],
      ['Flame Swordsman', ['Flame Manipulator', 'Masaki the Legendary Swordsman']],
      ['Relinquished', ['Black Illusion Ritual']],
      ['Toon Mermaid', ['Toon World']],
    ] as const) {
      for (const word of mustMention) expect(db.byName(name)!.text, name).toContain(word);
    }
  });

  it('suggests close names for typos and partial names', () => {
    expect(db.search('celtic guardin')[0]?.name).toBe('Celtic Guardian');
    expect(db.search('blue eyes', 2).map((c) => c.name).sort()).toEqual([
      'Blue-Eyes Toon Dragon', 'Blue-Eyes White Dragon',
    ]);
    expect(db.search('blue eyes white')[0]?.name).toBe('Blue-Eyes White Dragon');
    expect(db.search('MONSTER REBORN')[0]?.name).toBe('Monster Reborn');
    expect(db.search('dark magican')[0]?.name).toBe('Dark Magician');
    expect(db.search('zzzzzzzzzz')).toEqual([]);
    expect(db.search('')).toEqual([]);
    expect(db.search('dark', 3)).toHaveLength(3);
  });
});
