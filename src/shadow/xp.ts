/**
 * Levels and experience (seed 001, "Leveling Up"). Reaching level L takes L x 1,000 more XP
 * than level L - 1, up to level 20. 001's printed table follows that rule up to level 18 and
 * then goes wrong: it lists 199,000 total XP for level 19 and 219,000 for level 20, where its
 * own rule gives 189,000 and 209,000 (170,000 + 19,000, then + 20,000). We use the rule.
 *
 * Growth with level is ours (001 gives none; see `shadow.xp-growth` in the rules reference):
 * Star Level 4 at level 1, +1 at every odd level from 3 to 17 (so 12 at level 17, the top of
 * the Tribute table), and one score point to spend at levels 4, 8, 12, 16 and 20.
 */
import type { Mage } from './sheet.js';

export const MAX_LEVEL = 20;
export const STARTING_STAR_LEVEL = 4;
export const MAX_BASE_STAR_LEVEL = 12;

/** XP needed to go from level L - 1 to level L. */
export function xpToReach(level: number): number {
  return level <= 1 ? 0 : level * 1000;
}

/** Total XP at which a mage reaches `level`: the sum of L x 1,000 for L = 2..level. */
export function totalXpForLevel(level: number): number {
  const top = Math.min(Math.max(1, Math.floor(level)), MAX_LEVEL);
  return 1000 * ((top * (top + 1)) / 2 - 1);
}

/** The level a mage with `xp` total XP has reached (1 to 20). */
export function levelForXp(xp: number): number {
  let level = 1;
  while (level < MAX_LEVEL && xp >= totalXpForLevel(level + 1)) level += 1;
  return level;
}

/** The Star Level a level grants before any path's bonus. */
export function starLevelForLevel(level: number): number {
  const base = STARTING_STAR_LEVEL + Math.floor((Math.max(1, level) - 1) / 2);
  return Math.min(base, MAX_BASE_STAR_LEVEL);
}

/** Score points a level grants on reaching it (one at every fourth level). */
export function scorePointsAtLevel(level: number): number {
  return level > 1 && level % 4 === 0 ? 1 : 0;
}

function sum(side: number | readonly number[]): number {
  return typeof side === 'number' ? side : side.reduce((a, b) => a + b, 0);
}

/**
 * XP each winner earns: 100 x the losers' Star Level, divided by how many Star Levels the
 * winners are above them (no division when equal or below). A team (an array) adds up its
 * members' Star Levels, for XP only. Rounded down to a whole point.
 */
export function xpForWin(winnerStars: number | readonly number[], loserStars: number | readonly number[]): number {
  const mine = sum(winnerStars);
  const theirs = sum(loserStars);
  const full = 100 * theirs;
  const above = mine - theirs;
  return above > 0 ? Math.floor(full / above) : full;
}

export interface XpResult {
  mage: Mage;
  levelsGained: number;
  starLevelsGained: number;
  scorePointsGained: number;
}

/** Adds XP and applies every level reached: Star Level growth (path bonuses kept) and score points. */
export function applyXp(m: Mage, gained: number): XpResult {
  const xp = m.xp + Math.max(0, Math.floor(gained));
  const level = Math.max(m.level, levelForXp(xp));
  let scorePointsGained = 0;
  for (let l = m.level + 1; l <= level; l += 1) scorePointsGained += scorePointsAtLevel(l);
  const starLevelsGained = starLevelForLevel(level) - starLevelForLevel(m.level);
  const mage: Mage = {
    ...m,
    xp,
    level,
    starLevel: m.starLevel + starLevelsGained,
    unspentScorePoints: m.unspentScorePoints + scorePointsGained,
  };
  return { mage, levelsGained: level - m.level, starLevelsGained, scorePointsGained };
}
