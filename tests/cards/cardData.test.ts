import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { createCardDb, loadCardDb, parseCards } from '../../src/cards/cardDb.js';
import type { CardFacts } from '../../src/cards/types.js';
import { EXTRA_DECK_FRAMES } from '../../src/cards/types.js';
import { scriptLookup } from '../../src/cards/scripts/index.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const refDir = path.resolve(projectRoot, '../shared/ref');
const decksDir = path.join(projectRoot, 'data/decks');

/** The reference data sits beside the clone (also in CI); a missing copy must fail loudly, not skip. */
function readRef(relative: string): string {
  const file = path.join(refDir, relative);
  if (!existsSync(file)) {
    throw new Error(`Reference file not found: ${file}. Put shared/ref beside the project checkout.`);
  }
  return readFileSync(file, 'utf8');
}

function readTsv(relative: string): Record<string, string>[] {
  const [header, ...lines] = readRef(relative).split('\n').filter((line) => line !== '');
  const columns = header!.split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
  });
}

function parseYdk(text: string): { main: number[]; extra: number[]; side: number[] } {
  const deck = { main: [] as number[], extra: [] as number[], side: [] as number[] };
  let section: keyof typeof deck | undefined;
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line === '#main') section = 'main';
    else if (line === '#extra') section = 'extra';
    else if (line === '!side') section = 'side';
    else if (line === '' || line.startsWith('#')) continue;
    else if (/^\d+$/.test(line) && section) deck[section].push(Number(line));
    else throw new Error(`Unexpected .ydk line: ${JSON.stringify(line)}`);
  }
  return deck;
}

function count<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

const db = loadCardDb();
const cards = db.all();
const starterRows = readTsv('decks/starter_decks.tsv');
const starterPasscodes = new Set(starterRows.map((row) => Number(row.passcode)));

describe('card data', () => {
  it('loads, validates and is sorted by name with unique passcodes and names', () => {
    expect(cards.length).toBe(156);
    const names = cards.map((c) => c.name);
    expect(names).toEqual([...names].sort());
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

  it('matches the facts in shared/ref/cards.tsv for every card', () => {
    const rows = new Map(readTsv('cards.tsv').map((row) => [Number(row.passcode), row]));
    const stat = (value: string) => (value === '?' ? null : Number(value));
    for (const card of cards) {
      const row = rows.get(card.passcode);
      expect(row, `${card.name} (${card.passcode}) missing from cards.tsv`).toBeDefined();
      if (!row) continue;
      const expected: Partial<CardFacts> = {
        passcode: Number(row.passcode),
        name: row.name,
        frame: row.frame as CardFacts['frame'],
        subtypes: row.subtypes!.split('|'),
      };
      if (row.frame !== 'spell' && row.frame !== 'trap') {
        Object.assign(expected, {
          attribute: row.attribute,
          race: row.race,
          level: Number(row.level),
          atk: stat(row.atk!),
          def: stat(row.def!),
        });
      }
      const { text: _text, scripted: _scripted, ...facts } = card;
      expect(facts, card.name).toEqual(expected);
    }
  });

  it('holds every Starter Deck card: 154 distinct, with the expected frame counts', () => {
    expect(starterRows.length).toBe(200);
    for (const passcode of starterPasscodes) {
      expect(db.byPasscode(passcode), `passcode ${passcode}`).toBeDefined();
    }
    expect(starterPasscodes.size).toBe(154);
    const starterCards = [...starterPasscodes].map((p) => db.byPasscode(p)!);
    expect(count(starterCards, (c) => c.frame)).toEqual({
      normal: 66, effect: 31, fusion: 2, ritual: 1, spell: 39, trap: 15,
    });
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

    // Starter Decks: exactly the reference lists (one copy of each).
    const refDeck = { 'starter-yugi': 'SDY', 'starter-kaiba': 'SDK', 'starter-joey': 'SDJ', 'starter-pegasus': 'SDP' };
    for (const [file, code] of Object.entries(refDeck)) {
      const deck = decks[file]!;
      const rows = starterRows.filter((row) => row.deck === code);
      expect([...deck.main].sort(), file).toEqual(rows.filter((r) => r.section === 'main').map((r) => Number(r.passcode)).sort());
      expect([...deck.extra].sort(), file).toEqual(rows.filter((r) => r.section === 'extra').map((r) => Number(r.passcode)).sort());
      expect(deck.side, file).toEqual([]);
    }
    expect(decks['starter-joey']!.extra.map((p) => db.byPasscode(p)!.name).sort()).toEqual([
      'Flame Swordsman', 'Thousand Dragon',
    ]);

    // Normals decks: 40 Normal Monsters, at most 3 of each, a few Tribute Summons, drawn from the Starter Decks.
    const ownNormals = (code: string) =>
      new Set(
        starterRows
          .filter((row) => row.deck === code && db.byPasscode(Number(row.passcode))!.frame === 'normal')
          .map((row) => Number(row.passcode)),
      );
    for (const [file, code] of Object.entries({
      'normals-yugi': 'SDY', 'normals-kaiba': 'SDK', 'normals-joey': 'SDJ', 'normals-pegasus': 'SDP',
    })) {
      const deck = decks[file]!;
      expect(deck.main.length, file).toBe(40);
      expect(deck.extra, file).toEqual([]);
      expect(deck.side, file).toEqual([]);
      const copies = count(deck.main, String);
      for (const [passcode, n] of Object.entries(copies)) {
        expect(n, `${file}: ${passcode}`).toBeLessThanOrEqual(3);
        expect(db.byPasscode(Number(passcode))!.frame, `${file}: ${passcode}`).toBe('normal');
        expect(starterPasscodes.has(Number(passcode)), `${file}: ${passcode}`).toBe(true);
      }
      const low = deck.main.filter((p) => db.byPasscode(p)!.level! <= 4).length;
      expect(low, file).toBeGreaterThanOrEqual(32);
      expect(low, file).toBeLessThan(40);
      const own = ownNormals(code);
      if (own.size * 3 >= 40) {
        // Big enough to stand alone: nothing borrowed.
        for (const passcode of deck.main) expect(own.has(passcode), `${file}: ${passcode}`).toBe(true);
      } else {
        // Too few Normals (Joey 11, Pegasus 8): every one is used before borrowing from other decks.
        for (const passcode of own) expect(copies[String(passcode)], `${file}: ${passcode}`).toBeGreaterThan(0);
      }
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
