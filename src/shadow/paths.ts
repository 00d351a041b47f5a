/**
 * The paths of training (ours: 001 mentions paths and a Character Creation section it does
 * not contain; rules reference `shadow.mage-paths`). A mage takes a rank of a path at
 * creation and at levels 6, 11 and 16; the ranks of one path come in order and a path is
 * complete at rank 3, so by level 16 every mage has completed one path and begun another,
 * or mixed several ("combine paths to open up different possibilities").
 *
 * A rank grants a score point, a Star Level, or room in the Library of Knowledge or Extra
 * Magic. Scores and Star Level are written onto the sheet when the rank is taken; the room
 * bonuses are read from `mage.paths` by the sheet's formulas.
 */
export const PATH_IDS = ['scholar', 'summoner', 'ritualist', 'guardian'] as const;
export type PathId = (typeof PATH_IDS)[number];

export type PathGrant =
  | { kind: 'score'; score: 'body' | 'mind' | 'power' }
  | { kind: 'starLevel' }
  | { kind: 'library'; amount: number }
  | { kind: 'extraMagic'; amount: number };

export interface PathDefinition {
  id: PathId;
  name: string;
  /** What the path trains, in a line. */
  summary: string;
  /** What ranks 1, 2 and 3 grant. */
  ranks: [PathGrant, PathGrant, PathGrant];
}

export const PATHS: Record<PathId, PathDefinition> = {
  scholar: {
    id: 'scholar',
    name: 'Path of the Scholar',
    summary: 'studies tablets and duels alike to memorise more Magic',
    ranks: [{ kind: 'library', amount: 10 }, { kind: 'library', amount: 10 }, { kind: 'score', score: 'mind' }],
  },
  summoner: {
    id: 'summoner',
    name: 'Path of the Summoner',
    summary: 'binds stronger monsters earlier than other mages',
    ranks: [{ kind: 'starLevel' }, { kind: 'score', score: 'power' }, { kind: 'starLevel' }],
  },
  ritualist: {
    id: 'ritualist',
    name: 'Path of Rites',
    summary: 'masters Fusion and Ritual, keeping more Extra Magic',
    ranks: [{ kind: 'extraMagic', amount: 2 }, { kind: 'extraMagic', amount: 2 }, { kind: 'score', score: 'power' }],
  },
  guardian: {
    id: 'guardian',
    name: 'Path of the Guardian',
    summary: 'hardens body and spirit to outlast the Shadows',
    ranks: [{ kind: 'score', score: 'body' }, { kind: 'library', amount: 5 }, { kind: 'score', score: 'body' }],
  },
};

export const MAX_PATH_RANK = 3;
/** Levels at which a mage takes a further path rank (the first comes at creation). */
export const PATH_RANK_LEVELS: readonly number[] = [6, 11, 16];

export function isPathId(value: string): value is PathId {
  return (PATH_IDS as readonly string[]).includes(value);
}

/** How many ranks of `path` are in `taken`. */
export function rankOf(taken: readonly string[], path: PathId): number {
  return taken.filter((p) => p === path).length;
}

/** The grants of every rank taken, in order. */
export function grantsOf(taken: readonly string[]): PathGrant[] {
  const seen = new Map<PathId, number>();
  const grants: PathGrant[] = [];
  for (const p of taken) {
    if (!isPathId(p)) continue;
    const rank = seen.get(p) ?? 0;
    const grant = PATHS[p].ranks[rank];
    if (grant) grants.push(grant);
    seen.set(p, rank + 1);
  }
  return grants;
}

/** Extra room the paths taken give in the Library of Knowledge or in Extra Magic. */
export function pathRoom(taken: readonly string[], kind: 'library' | 'extraMagic'): number {
  return grantsOf(taken).reduce((sum, g) => (g.kind === kind ? sum + g.amount : sum), 0);
}
