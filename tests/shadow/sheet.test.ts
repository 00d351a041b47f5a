import { describe, expect, it } from 'vitest';
import {
  availableMagic,
  extraMagicLimit,
  halfRestReturns,
  isUnconscious,
  libraryLimit,
  lpCap,
  lpRegen,
  maxContinuous,
  maxMonsters,
  normalLp,
  toCombatant,
} from '../../src/shadow/sheet.js';
import { mage } from './mageFixture.js';

describe('sheet formulas (001)', () => {
  it('computes LP, cap, regen and the Library limit from Body and Mind', () => {
    const m = mage({ body: 2, mind: 3 });
    expect(normalLp(m)).toBe(3000);
    expect(lpCap(m)).toBe(7000);
    expect(lpRegen(m)).toBe(600);
    expect(libraryLimit(m)).toBe(70);
    const weak = mage({ body: 0, mind: 0 });
    expect([normalLp(weak), lpCap(weak), lpRegen(weak), libraryLimit(weak)]).toEqual([1000, 2000, 100, 40]);
  });

  it('rounds the monster limit down and the Continuous limit up', () => {
    expect([1, 2, 3, 4, 5].map((mind) => maxMonsters(mage({ mind })))).toEqual([1, 2, 2, 3, 3]);
    expect([1, 2, 3, 4, 5].map((mind) => maxContinuous(mage({ mind })))).toEqual([1, 1, 2, 2, 3]);
    expect(maxMonsters(mage({ mind: 0 }))).toBe(1);
    expect(maxContinuous(mage({ mind: 0 }))).toBe(0);
  });

  it('sizes Extra Magic and Half Rest returns from the scores', () => {
    const m = mage({ body: 4, mind: 2, power: 3 });
    expect(extraMagicLimit(m)).toBe(6);
    expect(halfRestReturns(m)).toBe(5);
  });

  it('knows a mage at 0 LP is unconscious', () => {
    expect(isUnconscious(mage({ lp: 0 }))).toBe(true);
    expect(isUnconscious(mage({ lp: 1 }))).toBe(false);
  });
});

describe('toCombatant', () => {
  it('brings the built Magic minus the Graveyard and the Beyond, with current LP and the Library', () => {
    const m = mage({
      lp: 1800,
      library: [1, 2, 3, 50, 51],
      deckOfMagic: [1, 1, 2, 3],
      extraMagic: [50, 51],
      graveyard: [1, 50],
      beyond: [3],
      divine: [2, 51, 99],
    });
    expect(availableMagic(m)).toEqual({ main: [1, 2], extra: [51] });
    const c = toCombatant(m);
    expect(c).toEqual({
      name: 'Ishizu',
      mind: 3,
      body: 2,
      power: 1,
      starLevel: 4,
      lp: 1800,
      lpCap: 7000,
      library: [1, 2, 3, 50, 51],
      divine: [2, 51],
      normalLp: 3000,
    });
    (c.library as number[]).push(7); // a copy: changing it leaves the sheet alone
    expect(m.library).toHaveLength(5);
  });

  it('leaves divine out when no Divine Magic is in the duel, and never starts above the cap', () => {
    const c = toCombatant(mage({ lp: 99999, deckOfMagic: [5], divine: [6] }));
    expect(c.divine).toBeUndefined();
    expect(c.lp).toBe(7000);
  });
});
