import { describe, expect, it } from 'vitest';
import { loadCardDb } from '../../src/cards/cardDb.js';
import { checkMagic, magicLookup } from '../../src/shadow/magic.js';
import { deckCopyLimit, rarityOfFacts } from '../../src/shadow/rarity.js';
import { parseRarityTable, rarityTable } from '../../src/shadow/rarityTable.js';

describe('rarity stars (ours)', () => {
  it('takes the highest rule that applies', () => {
    const monster = { passcode: 1, frame: 'normal' as const, attribute: 'LIGHT' as const, level: 4, atk: 1000 };
    expect(rarityOfFacts(monster)).toEqual({ stars: 1, divine: false, basis: 'common' });
    expect(rarityOfFacts({ ...monster, atk: 1800 }).stars).toBe(2);
    expect(rarityOfFacts({ ...monster, level: 7 }).stars).toBe(3);
    expect(rarityOfFacts({ ...monster, atk: 3000, level: 8 })).toEqual({ stars: 4, divine: false, basis: 'ATK 3000+' });
    expect(rarityOfFacts(monster, 'Super Rare')).toEqual({ stars: 3, divine: false, basis: 'printed Super Rare' });
    expect(rarityOfFacts({ passcode: 2, frame: 'spell', status: { tcg: 'Forbidden' } })).toEqual({ stars: 5, divine: false, basis: 'forbidden' });
    expect(rarityOfFacts({ passcode: 2, frame: 'trap', status: { tcg: 'Limited' } }).stars).toBe(4);
    expect(rarityOfFacts({ ...monster, attribute: 'DIVINE' })).toEqual({ stars: 5, divine: true, basis: 'divine' });
    expect(rarityOfFacts({ ...monster, passcode: 33396948 }).divine).toBe(true);
    expect([1, 2, 3, 4, 5].map((s) => deckCopyLimit(s as 1))).toEqual([3, 2, 1, 1, 1]);
  });

  it('ships a table that agrees with the rule on well-known cards', () => {
    const table = rarityTable();
    expect(table.size).toBeGreaterThan(10000);
    expect(table.get(89631139)).toEqual({ stars: 4, divine: false, basis: 'printed Ultra Rare' }); // Blue-Eyes White Dragon
    expect(table.get(55144522)).toMatchObject({ stars: 5, basis: 'forbidden' }); // Pot of Greed
    expect(table.get(10000000)).toMatchObject({ stars: 5, divine: true }); // Obelisk the Tormentor
    for (const exodia of [33396948, 7902349, 70903634, 44519536, 8124921]) expect(table.get(exodia)?.divine).toBe(true);
    const cards = loadCardDb();
    // Our own card data (text we wrote) carries no list status, which the table takes from the facts:
    // the rule is checked on the cards known by their facts alone.
    const own = new Set(cards.all().map((c) => c.passcode));
    let checked = 0;
    for (const [passcode, r] of [...table].slice(0, 400)) {
      const card = cards.byPasscode(passcode)!;
      if (r.basis.startsWith('printed') || own.has(passcode)) continue;
      expect(rarityOfFacts(card), card.name).toEqual(r);
      checked++;
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('refuses a damaged table line by number', () => {
    expect(() => parseRarityTable('# c\npasscode\tstars\tdivine\tbasis\n1\t6\t0\tx\n')).toThrow(/line 3/);
  });

  it('lets scripted cards and Normal Monsters be Magic and names the rest as not usable yet', () => {
    const cards = loadCardDb();
    const lookup = magicLookup(cards);
    const blueEyes = checkMagic(lookup, 89631139);
    expect(blueEyes).toMatchObject({ ok: true, info: { name: 'Blue-Eyes White Dragon', kind: 'main', rarity: { stars: 4 } } });
    const unscripted = cards.all().find((c) => !c.scripted && c.frame !== 'normal')!;
    const r = checkMagic(lookup, unscripted.passcode);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toMatch(/is not usable yet/);
    const fusion = cards.all().find((c) => c.scripted && c.frame === 'fusion')!;
    expect(checkMagic(lookup, fusion.passcode)).toMatchObject({ ok: true, info: { kind: 'extra' } });
  });
});
