import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createCardDb, loadCardDb, parseCards } from '../../src/cards/cardDb.js';
import { defaultCards, toCardStatic } from '../../src/cards/catalog.js';
import { NORMAL_MONSTER_TEXT, factsTable, indexFacts, parseAliases, parseFacts } from '../../src/cards/factsFile.js';
import { FACTS_COLUMNS } from '../../src/cards/factsFormat.js';
import { ownCardCount } from './ownCardCount.js';

const factsText = readFileSync(new URL('../../data/cards/facts.tsv', import.meta.url), 'utf8');
const aliasesText = readFileSync(new URL('../../data/cards/aliases.tsv', import.meta.url), 'utf8');

describe('the card facts file', () => {
  it('holds every card, each row valid, with facts and no card text', () => {
    const cards = parseFacts(factsText, 'facts.tsv'); // every row parsed and checked
    expect(cards.size).toBeGreaterThanOrEqual(14_000);
    expect(cards.size).toBe(14_218);
    const aliases = parseAliases(aliasesText, cards);
    expect(aliases.size).toBe(408);
    // Facts only: no column could hold a sentence of card text.
    expect(factsText.split('\n').find((l) => !l.startsWith('#'))).toBe(FACTS_COLUMNS.join('\t'));
    expect(Math.max(...factsText.split('\n').map((l) => l.length))).toBeLessThan(200);

    expect(cards.get(89631139)).toMatchObject({
      name: 'Blue-Eyes White Dragon', frame: 'normal', attribute: 'LIGHT', race: 'Dragon', level: 8, atk: 3000, def: 2500,
      scripted: true, factsOnly: true, text: NORMAL_MONSTER_TEXT,
    });
    expect(cards.get(1861629)).toMatchObject({ name: 'Decode Talker', frame: 'link', level: 3, atk: 2300, arrows: ['Top', 'Bottom-Left', 'Bottom-Right'] });
    expect(cards.get(1861629)).not.toHaveProperty('def');
    expect(cards.get(16178681)).toMatchObject({ name: 'Odd-Eyes Pendulum Dragon', frame: 'pendulum', subtypes: ['Pendulum', 'Effect'], scale: 4, scripted: false });
    expect(cards.get(10000)).toMatchObject({ name: 'Ten Thousand Dragon', atk: null, def: null });
    expect(cards.get(55144522)).toMatchObject({ name: 'Pot of Greed', frame: 'spell', subtypes: ['Normal'], status: { tcg: 'Forbidden', ocg: 'Forbidden' } });
    expect(cards.get(55144522)).not.toHaveProperty('atk');
    expect(aliases.get(504700178)).toEqual({ id: 504700178, passcode: 26202165, kind: 'goat-variant' });
  });

  it('rejects a broken row naming the file and line', () => {
    const header = FACTS_COLUMNS.join('\t');
    expect(() => parseFacts(`${header}\n1\tX\tcolour\t\t\t\t\t\t\t\t\t\t\n`, 'f.tsv')).toThrow('f.tsv line 2: unknown frame "colour"');
    expect(() => parseFacts(`${header}\n1\tX\tnormal\tNormal\tDARK\tFiend\tfour\t0\t0\t\t\t\t\n`, 'f.tsv')).toThrow('f.tsv line 2: "four" is not a whole number');
    expect(() => parseFacts('passcode\tname\n', 'f.tsv')).toThrow('f.tsv: the header is not');
    const lazy = indexFacts(`${header}\n7\tBroken\tnormal\tNormal\tPURPLE\tFiend\t4\t0\t0\t\t\t\t\n`, 'f.tsv');
    expect(lazy.has(7)).toBe(true); // indexed without parsing...
    expect(() => lazy.card(7)).toThrow('f.tsv line 2: unknown attribute "PURPLE"'); // ...and checked when asked for
    expect(() => parseAliases(`id\tpasscode\tkind\n9\t8\talternate-art\n`, new Map())).toThrow('passcode 8 is not a known card');
  });

  it('is read only when a card outside our own data is asked for', () => {
    let reads = 0;
    const db = loadCardDb(undefined, () => {
      reads += 1;
      return factsTable();
    });
    expect(db.byPasscode(89631139)?.text).not.toBe(NORMAL_MONSTER_TEXT); // our own card, our own words
    expect(db.all().length).toBe(ownCardCount()); // the chat's vocabulary stays our own cards
    expect(db.all().every((c) => c.text !== NORMAL_MONSTER_TEXT || c.frame === 'normal')).toBe(true);
    expect(reads).toBe(0);
    expect(db.byPasscode(26202165)?.name).toBe('Sangan');
    expect(reads).toBe(0);
    expect(db.byPasscode(6631034)).toMatchObject({ name: 'Frostosaurus', frame: 'normal', scripted: true, factsOnly: true });
    expect(db.byName('decode talker')?.passcode).toBe(1861629);
    expect(db.knownCount()).toBe(14_218);
    expect(reads).toBe(1);
    // Without a facts source only the given cards are known.
    const small = createCardDb([db.byPasscode(89631139)!]);
    expect(small.byPasscode(6631034)).toBeUndefined();
    expect(small.knownCount()).toBe(1);
  });

  it('maps alias ids and second printings to the card that plays', () => {
    const { db } = defaultCards();
    expect(db.byPasscode(504700178)).toMatchObject({ passcode: 26202165, name: 'Sangan' }); // GOAT variant
    expect(db.aliasOf(504700178)).toMatchObject({ passcode: 26202165, kind: 'goat-variant' });
    expect(db.canonical(504700178)).toBe(26202165);
    // A second printing with its own row but our own card's name plays as our (scripted) card.
    expect(db.byPasscode(27847700)).toMatchObject({ name: 'Polymerization', scripted: false });
    expect(db.canonical(27847700)).toBe(24094653);
    expect(db.canonical(6631034)).toBe(6631034);
    expect(db.canonical(1234)).toBeUndefined();
    expect(db.aliasOf(26202165)).toBeUndefined();
  });

  it('gives the engine what it needs: Normal Monsters play, other unscripted cards are marked', () => {
    const { db } = defaultCards();
    expect(toCardStatic(db.byPasscode(6631034)!)).toMatchObject({ kind: 'monster', level: 6, atk: 2600, def: 1700, normalSummonable: true });
    expect(toCardStatic(db.byPasscode(6631034)!).noEffects).toBeUndefined();
    expect(toCardStatic(db.byPasscode(24224830)!)).toMatchObject({ kind: 'spell', noEffects: true }); // Called by the Grave: not scripted
    expect(toCardStatic(db.byPasscode(10000)!)).toMatchObject({ atk: 0, def: 0, noEffects: true });
    // An alias id given straight to the engine (not through resolveDeck) plays marked, never silently without its script.
    expect(toCardStatic(db.byPasscode(504700178)!, 504700178)).toMatchObject({ passcode: 504700178, name: 'Sangan', noEffects: true });
    expect(toCardStatic(db.byPasscode(26202165)!).noEffects).toBeUndefined();
  });

  it('keeps the reason a card with our text is not scripted yet, and refuses a reason on a scripted card', () => {
    const base = { passcode: 47355498, name: 'Necrovalley', frame: 'spell', subtypes: ['Field'], text: 'Our words.' };
    const [card] = parseCards([{ ...base, scripted: false, notScripted: 'needs Graveyard negation' }]);
    expect(card).toMatchObject({ scripted: false, notScripted: 'needs Graveyard negation' });
    expect(() => parseCards([{ ...base, scripted: true, notScripted: 'x' }], 'batch.json')).toThrow(/batch\.json.*Necrovalley.*notScripted/);
  });
});
