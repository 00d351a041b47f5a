import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { checkDeck } from '../../src/cards/deckReport.js';
import { formatPool } from '../../src/cards/formatPool.js';
import { poolCoverage } from '../../src/cards/poolCoverage.js';
import { goatDeckSet, randomPoolDecks } from '../../src/cards/poolDecks.js';
import { resolveDeck } from '../../src/cards/deckResolve.js';
import { scriptLookup } from '../../src/cards/scripts/index.js';
import { cardTextIn } from '../../src/cards/types.js';
import { GOAT } from '../../src/engine/format.js';
import type { DeckList } from '../../src/cards/ydk.js';

const { db } = defaultCards();
const pool = formatPool('goat')!;

/** 38 copies of Normal Monsters of the pool (unlimited there), to fill a test deck. */
function filler(): number[] {
  const normals = pool.cards.filter((c) => db.byPasscode(c.passcode)?.frame === 'normal' && c.copies === 3).slice(0, 13);
  return normals.flatMap((c) => [c.passcode, c.passcode, c.passcode]).slice(0, 38);
}

function deck(main: number[], extra: number[] = []): DeckList {
  return { main: [...main, ...filler()].slice(0, Math.max(40, main.length)), extra, side: [] };
}

describe('the goat format', () => {
  it('enforces the April 2005 list with the card named, counting alias ids as their card', () => {
    const potOfGreed = 55144522;
    const sanganGoatId = 504700178;
    const report = checkDeck(deck([potOfGreed, potOfGreed, 26202165, sanganGoatId]), db, { format: 'goat' });
    const messages = report.problems.map((p) => p.message);
    expect(messages).toContainEqual(expect.stringMatching(/^Pot of Greed \(55144522\) is Limited in GOAT: 1 copy; the deck has 2/));
    expect(messages).toContainEqual(expect.stringMatching(/^Sangan \(26202165, 504700178\) is Limited in GOAT: 1 copy; the deck has 2/));
    expect(report.problems.find((p) => p.cardName === 'Pot of Greed')).toMatchObject({ code: 'OVER_LIMIT', rule: 'deck.banlist' });
    expect(report.playableWithVanilla).toBe(false);
    // The report names the deck's cards the list restricts.
    expect(report.restricted).toContainEqual({ passcode: potOfGreed, name: 'Pot of Greed', status: 'Limited', allowed: 1, copies: 2 });
    // The same deck is legal under classic, which has no list of its own.
    const classic = checkDeck(deck([potOfGreed, potOfGreed, 26202165, sanganGoatId]), db, { format: 'classic' });
    expect(classic.problems.filter((p) => p.code !== 'NOT_PLAYABLE')).toEqual([]);
    expect(classic.restricted).toBeUndefined();
  });

  it('refuses a card outside the pool and a Forbidden card by name', () => {
    const darkArmedDragon = 65192027;
    const witch = 78010363;
    const report = checkDeck(deck([darkArmedDragon, witch]), db, { format: 'goat' });
    const outside = report.problems.find((p) => p.code === 'NOT_IN_POOL');
    expect(outside?.message).toMatch(/^Dark Armed Dragon \(65192027\) is not legal in GOAT: it is not in the GOAT \(April 2005\) card pool/);
    expect(outside?.rule).toBe('format.goat-pool');
    expect(report.problems.find((p) => p.code === 'FORBIDDEN')?.message).toMatch(/^Witch of the Black Forest \(78010363\) is Forbidden in GOAT/);
  });

  it('has a Fusion Deck: Fusion Monsters only, with no 15-card cap', () => {
    const fusions = pool.cards.filter((c) => db.byPasscode(c.passcode)?.frame === 'fusion' && c.copies > 0).slice(0, 16).map((c) => c.passcode);
    expect(fusions).toHaveLength(16);
    expect(GOAT.era?.extraDeckName).toBe('Fusion Deck');
    const goat = checkDeck(deck([], fusions), db, { format: 'goat' });
    expect(goat.problems.filter((p) => p.code === 'EXTRA_TOO_LARGE')).toEqual([]);
    const classic = checkDeck(deck([], fusions), db, { format: 'classic' });
    expect(classic.problems.map((p) => p.code)).toContain('EXTRA_TOO_LARGE');
    // A Synchro Monster (Stardust Dragon) is no card of 2005's Fusion Deck.
    const synchro = checkDeck(deck([], [44508094]), db, { format: 'goat' });
    expect(synchro.problems.map((p) => p.code)).toEqual(expect.arrayContaining(['NOT_ALLOWED_IN_EXTRA', 'NOT_IN_POOL']));
  });

  it('counts the pool: every card with effects is scripted or listed as missing', () => {
    const c = poolCoverage('goat', db)!;
    expect(c.cards).toBe(1698);
    expect(c.normalMonsters + c.withEffects).toBe(c.cards);
    expect(c.scripted + c.missing.length).toBe(c.withEffects);
    expect(c.scripted).toBeGreaterThan(0);
    const sangan = db.byName('Sangan')!;
    expect(sangan.scripted).toBe(true);
    expect(c.missing.map((m) => m.name)).not.toContain('Sangan');
    expect(c.missing.every((m) => m.why.length > 0 && !db.byPasscode(m.passcode)!.scripted)).toBe(true);
    expect(poolCoverage('classic', db)).toBeUndefined();
  });

  it('plays pre-errata Sangan in goat and today\'s Sangan elsewhere, script and text', () => {
    expect(scriptLookup(26202165)?.effects?.[0]?.oncePerTurn).toBe('name');
    expect(scriptLookup(26202165, 'classic')?.effects?.[0]?.oncePerTurn).toBe('name');
    expect(scriptLookup(26202165, 'goat')?.effects?.[0]?.oncePerTurn).toBeUndefined();
    expect(scriptLookup(78010363, 'goat')?.effects?.[0]?.oncePerTurn).toBeUndefined();
    const sangan = db.byName('Sangan')!;
    expect(cardTextIn(sangan, 'goat')).toMatch(/April 2005 wording/);
    expect(cardTextIn(sangan, 'classic')).toBe(sangan.text);
  });

  it('draws random legal decks from the playable part of the pool, the same for the same seed', () => {
    const decks = randomPoolDecks('goat', db, 3, 'test');
    expect(randomPoolDecks('goat', db, 3, 'test')).toEqual(decks);
    expect(randomPoolDecks('goat', db, 3, 'other')).not.toEqual(decks);
    for (const { deck: d } of decks) {
      expect(d.main).toHaveLength(40);
      const report = checkDeck({ main: [...d.main], extra: [...d.extra], side: [] }, db, { format: 'goat' });
      expect(report.problems).toEqual([]);
      expect(report.playable).toBe(true);
    }
    expect(goatDeckSet(db, 'test', 2).length).toBeGreaterThanOrEqual(2);
  });

  it('knows the built-in GOAT decks by name, each legal in GOAT', () => {
    for (const [phrase, id] of [['Goat Control', 'goat-control'], ['I play Chaos Turbo', 'goat-chaos-turbo'], ['warriors', 'goat-warriors'],
      ['flip control', 'goat-flip-control'], ['zombie chaos', 'goat-zombie'], ['gravekeepers', 'goat-gravekeepers']] as const) {
      const r = resolveDeck(phrase, { format: 'goat', vanilla: true });
      expect(r.builtIn?.id, phrase).toBe(id);
      expect(r.builtIn?.description, phrase).toBeTruthy();
      expect(r.report?.problems.filter((p) => p.code !== 'NOT_PLAYABLE'), phrase).toEqual([]);
    }
  });
});
