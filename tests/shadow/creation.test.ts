import { describe, expect, it } from 'vitest';
import { createMage, newMageSchema, raiseScore, takePathRank } from '../../src/shadow/creation.js';
import { extraMagicLimit, libraryLimit, normalLp } from '../../src/shadow/sheet.js';
import { applyXp } from '../../src/shadow/xp.js';

const problems = (input: unknown): string[] => {
  const r = newMageSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('newMageSchema', () => {
  it('takes 9 points over Body, Mind and Power, each 1 to 5, and a path', () => {
    expect(problems({ name: 'Mana', body: 3, mind: 4, power: 2, path: 'scholar' })).toEqual([]);
    expect(problems({ name: 'Mana', body: 5, mind: 5, power: 1, path: 'scholar' })).toEqual([
      'body: Body + Mind + Power must add up to 9 (each starts at 1 and 6 points are spread among them); these add up to 11',
    ]);
    expect(problems({ name: 'Mana', body: 6, mind: 2, power: 1, path: 'scholar' })).toContain('body: Body: at most 5 at creation');
    expect(problems({ name: 'Mana', body: 0, mind: 4, power: 5, path: 'scholar' })).toContain('body: Body: at least 1 at creation');
    expect(problems({ name: '  ', body: 3, mind: 3, power: 3, path: 'jester' })).toEqual([
      'name: a name that is not blank',
      'path: one of the paths: scholar, summoner, ritualist, guardian',
    ]);
    expect(problems({ name: 'Mana', body: 3, mind: 3, power: 3, path: 'scholar', level: 20 })[0]).toMatch(/level/);
    expect(problems({ name: 'Mana', body: '3', mind: 3, power: 3, path: 'scholar' })[0]).toMatch(/^body: Body: a whole number from 1 to 5/);
  });
});

describe('createMage', () => {
  it('makes a level-1 mage at Star Level 4 with the first rank of the path', () => {
    const scholar = createMage({ name: 'Mana', body: 3, mind: 4, power: 2, path: 'scholar' });
    expect(scholar).toMatchObject({ level: 1, xp: 0, starLevel: 4, paths: ['scholar'], lp: 4000, library: [], halfRestsToday: 0 });
    expect(libraryLimit(scholar)).toBe(90);
    const summoner = createMage({ name: 'Mahad', body: 3, mind: 3, power: 3, path: 'summoner' });
    expect(summoner.starLevel).toBe(5);
    const ritualist = createMage({ name: 'Bakura', body: 2, mind: 2, power: 5, path: 'ritualist' });
    expect(extraMagicLimit(ritualist)).toBe(6);
    const guardian = createMage({ name: 'Jono', body: 5, mind: 2, power: 2, path: 'guardian' });
    expect(guardian.body).toBe(6);
    expect(guardian.lp).toBe(7000);
    expect(normalLp(guardian)).toBe(7000);
  });
});

describe('growth', () => {
  it('spends path ranks and score points won by levelling, within their limits', () => {
    const start = createMage({ name: 'Seto', body: 3, mind: 3, power: 3, path: 'guardian' });
    expect(takePathRank(start, 'guardian')).toEqual({ ok: false, error: 'Seto has no path rank to take (they come at levels 6, 11 and 16).' });
    const grown = applyXp(start, 20000).mage; // level 6
    expect(grown.level).toBe(6);
    expect(grown.unspentPathRanks).toBe(1);
    expect(grown.unspentScorePoints).toBe(1);
    const ranked = takePathRank(grown, 'guardian');
    if (!ranked.ok) throw new Error(ranked.error);
    expect(ranked.mage.paths).toEqual(['guardian', 'guardian']);
    expect(libraryLimit(ranked.mage)).toBe(75);
    expect(ranked.mage.unspentPathRanks).toBe(0);
    const raised = raiseScore(ranked.mage, 'body');
    if (!raised.ok) throw new Error(raised.error);
    expect(raised.mage.body).toBe(5);
    expect(raised.mage.lp).toBe(ranked.mage.lp + 1000);
    expect(raiseScore(raised.mage, 'body').ok).toBe(false);
    const complete = { ...grown, paths: ['guardian', 'guardian', 'guardian'], unspentPathRanks: 1 };
    expect(takePathRank(complete, 'guardian')).toMatchObject({ ok: false, error: expect.stringMatching(/already completed the Path of the Guardian/) });
    expect(raiseScore({ ...grown, mind: 10 }, 'mind')).toMatchObject({ ok: false });
  });
});
