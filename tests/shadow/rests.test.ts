import { describe, expect, it } from 'vitest';
import { fullRest, halfRest } from '../../src/shadow/rests.js';
import { mage } from './mageFixture.js';

describe('Full Rest', () => {
  it('restores LP to normal, empties the Graveyard and the Beyond and starts a new day', () => {
    const r = fullRest(mage({ lp: 0, graveyard: [1, 2], beyond: [3], halfRestsToday: 3 }));
    expect(r.mage.lp).toBe(3000);
    expect(r.lpRecovered).toBe(3000);
    expect(r.mage.graveyard).toEqual([]);
    expect(r.mage.beyond).toEqual([]);
    expect(r.returned).toEqual([1, 2, 3]);
    expect(r.mage.halfRestsToday).toBe(0);
  });
});

describe('Half Rest', () => {
  it('adds LP regen without passing normal LP and brings chosen Magic back', () => {
    const r = halfRest(mage({ lp: 1000, graveyard: [7, 8, 7, 9] }), [7, 9]);
    if (!r.ok) throw new Error(r.error);
    expect(r.mage.lp).toBe(1600);
    expect(r.lpRecovered).toBe(600);
    expect(r.mage.graveyard).toEqual([7, 8]);
    expect(r.mage.halfRestsToday).toBe(1);
    const nearFull = halfRest(mage({ lp: 2800 }));
    expect(nearFull.ok && nearFull.mage.lp).toBe(3000);
  });

  it('allows three a day, then refuses', () => {
    let m = mage({ lp: 0 });
    for (let i = 0; i < 3; i += 1) {
      const r = halfRest(m);
      if (!r.ok) throw new Error(r.error);
      m = r.mage;
    }
    expect(m.lp).toBe(1800);
    const fourth = halfRest(m);
    expect(fourth.ok).toBe(false);
    expect(!fourth.ok && fourth.error).toMatch(/3 Half Rests today/);
  });

  it('refuses more than Power + Mind returns, or Magic not in the Graveyard', () => {
    const m = mage({ power: 1, mind: 1, graveyard: [1, 2, 3] });
    const tooMany = halfRest(m, [1, 2, 3]);
    expect(!tooMany.ok && tooMany.error).toMatch(/at most Power \+ Mind = 2/);
    const absent = halfRest(m, [4]);
    expect(!absent.ok && absent.error).toMatch(/4 is not/);
    const twice = halfRest(m, [1, 1]);
    expect(twice.ok).toBe(false);
  });
});
