/**
 * Character creation (ours, in 001's spirit; rules reference `shadow.character-creation`).
 * Point-buy: Body, Mind and Power start at 1 and a new mage spends 6 more points among them
 * (9 in all), no score above 5 before the path; then the first rank of one path of training.
 * Level 1, 0 XP, Star Level 4 (what 001's Tribute table lets a mage summon without a Tribute),
 * normal Life Points, an empty Library (memorising comes next, library.ts).
 *
 * Later growth: score points (levels 4, 8, 12, 16, 20) and path ranks (levels 6, 11, 16)
 * come from xp.ts's applyXp and are spent here with `raiseScore` and `takePathRank`.
 */
import { z } from 'zod';
import { MAX_PATH_RANK, PATH_IDS, PATHS, rankOf, type PathGrant, type PathId } from './paths.js';
import { normalLp, type Mage, type ScoreName } from './sheet.js';
import { MAX_BASE_STAR_LEVEL, STARTING_STAR_LEVEL } from './xp.js';

export const CREATION_POINTS = 9;
export const CREATION_SCORE_MIN = 1;
export const CREATION_SCORE_MAX = 5;
/** No score grows past this, however it is raised. */
export const MAX_SCORE = 10;

const score = (name: string) =>
  z
    .number({ error: `${name}: a whole number from ${CREATION_SCORE_MIN} to ${CREATION_SCORE_MAX}` })
    .int(`${name}: a whole number`)
    .min(CREATION_SCORE_MIN, `${name}: at least ${CREATION_SCORE_MIN} at creation`)
    .max(CREATION_SCORE_MAX, `${name}: at most ${CREATION_SCORE_MAX} at creation`);

export const mageNameSchema = z
  .string({ error: 'a name (1 to 40 characters)' })
  .trim()
  .min(1, 'a name that is not blank')
  .max(40, 'at most 40 characters')
  .regex(/^[^\p{Cc}]*$/u, 'no control characters');

export const newMageSchema = z
  .strictObject({
    name: mageNameSchema,
    body: score('Body'),
    mind: score('Mind'),
    power: score('Power'),
    path: z.enum(PATH_IDS, { error: `one of the paths: ${PATH_IDS.join(', ')}` }),
  })
  .superRefine((m, ctx) => {
    const spent = m.body + m.mind + m.power;
    if (spent !== CREATION_POINTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['body'],
        message: `Body + Mind + Power must add up to ${CREATION_POINTS} (each starts at 1 and 6 points are spread among them); these add up to ${spent}`,
      });
    }
  });

export type NewMage = z.infer<typeof newMageSchema>;

export type SheetChange = { ok: true; mage: Mage } | { ok: false; error: string };

function applyGrant(m: Mage, grant: PathGrant): Mage {
  if (grant.kind === 'score') return { ...m, [grant.score]: Math.min(MAX_SCORE, m[grant.score] + 1) };
  if (grant.kind === 'starLevel') return { ...m, starLevel: Math.min(MAX_BASE_STAR_LEVEL, m.starLevel + 1) };
  return m; // Library and Extra Magic room are read from `paths` by the sheet's formulas.
}

/** Takes the next rank of `path` (without spending a rank won by levelling: creation's first rank uses this). */
function addRank(m: Mage, path: PathId): SheetChange {
  const rank = rankOf(m.paths, path);
  if (rank >= MAX_PATH_RANK) return { ok: false, error: `${m.name} has already completed the ${PATHS[path].name} (rank ${MAX_PATH_RANK}).` };
  const grant = PATHS[path].ranks[rank]!;
  const before = normalLp(m);
  const next = applyGrant({ ...m, paths: [...m.paths, path] }, grant);
  // A Body point raises normal LP; the mage gains the difference now rather than at the next rest.
  return { ok: true, mage: { ...next, lp: next.lp + normalLp(next) - before } };
}

/** A new level-1 mage from checked creation choices. */
export function createMage(input: NewMage): Mage {
  const base: Mage = {
    name: input.name,
    body: input.body,
    mind: input.mind,
    power: input.power,
    level: 1,
    xp: 0,
    starLevel: STARTING_STAR_LEVEL,
    paths: [],
    unspentScorePoints: 0,
    unspentPathRanks: 0,
    lp: 0,
    library: [],
    deckOfMagic: [],
    extraMagic: [],
    graveyard: [],
    beyond: [],
    divine: [],
    halfRestsToday: 0,
  };
  const ranked = addRank({ ...base, lp: normalLp(base) }, input.path);
  if (!ranked.ok) throw new Error(ranked.error); // cannot happen: a new mage has no ranks
  return ranked.mage;
}

/** Spends a path rank won by levelling on the next rank of `path`. */
export function takePathRank(m: Mage, path: PathId): SheetChange {
  if (m.unspentPathRanks <= 0) return { ok: false, error: `${m.name} has no path rank to take (they come at levels 6, 11 and 16).` };
  const r = addRank(m, path);
  return r.ok ? { ok: true, mage: { ...r.mage, unspentPathRanks: m.unspentPathRanks - 1 } } : r;
}

/** Spends a score point won by levelling on `score`. */
export function raiseScore(m: Mage, name: ScoreName): SheetChange {
  if (m.unspentScorePoints <= 0) return { ok: false, error: `${m.name} has no score point to spend (they come at levels 4, 8, 12, 16 and 20).` };
  if (m[name] >= MAX_SCORE) return { ok: false, error: `${m.name}'s ${name} is already ${MAX_SCORE}, the most a score can be.` };
  const before = normalLp(m);
  const next: Mage = { ...m, [name]: m[name] + 1, unspentScorePoints: m.unspentScorePoints - 1 };
  return { ok: true, mage: { ...next, lp: next.lp + normalLp(next) - before } };
}
