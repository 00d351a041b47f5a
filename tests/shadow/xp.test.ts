import { describe, expect, it } from 'vitest';
import { applyXp, levelForXp, starLevelForLevel, totalXpForLevel, xpForWin, xpToReach } from '../../src/shadow/xp.js';
import { mage } from './mageFixture.js';

describe('level table', () => {
  it('follows L x 1,000 more XP per level, matching 001 up to level 18', () => {
    const printed = [0, 2000, 5000, 9000, 14000, 20000, 27000, 35000, 44000, 54000, 65000, 77000, 90000, 104000, 119000, 135000, 152000, 170000];
    expect(printed.map((_, i) => totalXpForLevel(i + 1))).toEqual(printed);
    expect(xpToReach(9)).toBe(9000);
    expect(xpToReach(1)).toBe(0);
  });

  it('corrects 001 at levels 19 and 20 (189,000 and 209,000, not 199,000 and 219,000)', () => {
    expect(totalXpForLevel(19)).toBe(189000);
    expect(totalXpForLevel(20)).toBe(209000);
    expect(levelForXp(188999)).toBe(18);
    expect(levelForXp(189000)).toBe(19);
    expect(levelForXp(209000)).toBe(20);
    expect(levelForXp(10_000_000)).toBe(20);
  });

  it('maps XP to levels at the boundaries', () => {
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(1999)).toBe(1);
    expect(levelForXp(2000)).toBe(2);
    expect(levelForXp(4999)).toBe(2);
    expect(levelForXp(5000)).toBe(3);
  });

  it('grows Star Level from 4 by one at each odd level to 12', () => {
    expect([1, 2, 3, 4, 5, 16, 17, 18, 20].map(starLevelForLevel)).toEqual([4, 4, 5, 5, 6, 11, 12, 12, 12]);
  });
});

describe('xpForWin', () => {
  it('gives 100 x the opponent Star Level when they are at or above yours', () => {
    expect(xpForWin(4, 4)).toBe(400);
    expect(xpForWin(3, 7)).toBe(700);
  });

  it('divides by the Star Levels you are above them (001: 6 beats 4 for 200)', () => {
    expect(xpForWin(6, 4)).toBe(200);
    expect(xpForWin(5, 4)).toBe(400);
    expect(xpForWin(7, 4)).toBe(133);
  });

  it('adds Star Levels of teams', () => {
    expect(xpForWin([4, 4], [5, 5])).toBe(1000);
    expect(xpForWin([6, 6], [4, 4])).toBe(200);
  });
});

describe('applyXp', () => {
  it('levels up through several levels with Star Level and score points', () => {
    const r = applyXp(mage({ starLevel: 5 }), 9000);
    expect(r.mage.xp).toBe(9000);
    expect(r.mage.level).toBe(4);
    expect(r.levelsGained).toBe(3);
    expect(r.starLevelsGained).toBe(1);
    expect(r.mage.starLevel).toBe(6);
    expect(r.scorePointsGained).toBe(1);
    expect(r.mage.unspentScorePoints).toBe(1);
  });

  it('adds XP without levelling when short of the next level, and never goes past 20', () => {
    const r = applyXp(mage({ xp: 1500 }), 400);
    expect(r.mage.xp).toBe(1900);
    expect(r.mage.level).toBe(1);
    expect(r.levelsGained).toBe(0);
    const top = applyXp(mage({ xp: 208000, level: 19, starLevel: 12 }), 50000);
    expect(top.mage.level).toBe(20);
    expect(top.mage.starLevel).toBe(12);
    expect(top.scorePointsGained).toBe(1);
  });
});
