/**
 * Where Link Arrows point (modern rulebook, Link Monsters). The monster zones are laid out
 * on one grid seen from player 0's side: row 0 holds player 1's Main Monster Zones (their
 * zone 1 on player 0's right, since they face the other way), row 1 the two shared Extra
 * Monster Zones (em1 above column 1, em2 above column 3), row 2 player 0's Main Monster
 * Zones. An arrow is read from its controller's side, so player 1's arrows are turned round.
 */
import type { DuelState, PlayerId } from '../types.js';
import { staticOf } from '../zones.js';

/** A monster zone: a player's Main Monster Zone, or an Extra Monster Zone. */
export type MonsterZoneRef = { kind: 'main'; player: PlayerId; zone: number } | { kind: 'extra'; zone: number };

/** Row and column steps of each arrow for player 0 (up is toward the opponent). */
const STEPS: Record<string, readonly [number, number]> = {
  'Top-Left': [-1, -1],
  Top: [-1, 0],
  'Top-Right': [-1, 1],
  Left: [0, -1],
  Right: [0, 1],
  'Bottom-Left': [1, -1],
  Bottom: [1, 0],
  'Bottom-Right': [1, 1],
};

const EXTRA_COLUMNS = [1, 3] as const;

function cellOf(ref: MonsterZoneRef): [number, number] {
  if (ref.kind === 'extra') return [1, EXTRA_COLUMNS[ref.zone] ?? -9];
  return ref.player === 0 ? [2, ref.zone] : [0, 4 - ref.zone];
}

function zoneAt(row: number, col: number, extraZones: number): MonsterZoneRef | null {
  if (col < 0 || col > 4) return null;
  if (row === 2) return { kind: 'main', player: 0, zone: col };
  if (row === 0) return { kind: 'main', player: 1, zone: 4 - col };
  if (row === 1) {
    const zone = EXTRA_COLUMNS.indexOf(col as 1 | 3);
    return zone >= 0 && zone < extraZones ? { kind: 'extra', zone } : null;
  }
  // Rows above and below are Spell & Trap Zones: arrows may point there, but no monster can be.
  return null;
}

/** The monster zone a card on the field occupies, if it is in one. */
export function zoneRefOf(state: DuelState, id: number): MonsterZoneRef | null {
  const card = state.cards[id];
  if (!card) return null;
  if (card.location === 'monster') return { kind: 'main', player: card.controller, zone: card.zone };
  if (card.location === 'extraMonster') return { kind: 'extra', zone: card.zone };
  return null;
}

/** The monster zones the Link Arrows of a face-up Link Monster point to. */
export function pointedZones(state: DuelState, id: number): MonsterZoneRef[] {
  const card = state.cards[id];
  const from = zoneRefOf(state, id);
  if (!card || !from || !card.faceUp) return [];
  const arrows = staticOf(state, card).linkArrows;
  if (!arrows) return [];
  const [row, col] = cellOf(from);
  const turn = card.controller === 0 ? 1 : -1;
  const out: MonsterZoneRef[] = [];
  for (const arrow of arrows) {
    const step = STEPS[arrow];
    if (!step) continue;
    const target = zoneAt(row + step[0] * turn, col + step[1] * turn, state.extraMonsterZones.length);
    if (target) out.push(target);
  }
  return out;
}

/** Face-up Link Monsters on the field, either player's. */
export function faceUpLinkMonsters(state: DuelState): number[] {
  const out: number[] = [];
  const consider = (id: number | null): void => {
    if (id === null) return;
    const card = state.cards[id]!;
    if (card.faceUp && staticOf(state, card).linkArrows) out.push(id);
  };
  for (const p of state.players) p.monsters.forEach(consider);
  state.extraMonsterZones.forEach(consider);
  return out;
}

/**
 * `player`'s Main Monster Zones that a Link Arrow points to ("linked zones"), where they
 * may put a monster from the Extra Deck. Cards in `ignore` (materials about to leave)
 * point nowhere.
 */
export function linkedMainZones(state: DuelState, player: PlayerId, ignore: readonly number[] = []): number[] {
  const zones = new Set<number>();
  for (const link of faceUpLinkMonsters(state)) {
    if (ignore.includes(link)) continue;
    for (const z of pointedZones(state, link)) if (z.kind === 'main' && z.player === player) zones.add(z.zone);
  }
  return [...zones].sort((a, b) => a - b);
}

const sameZone = (a: MonsterZoneRef, b: MonsterZoneRef): boolean =>
  a.kind === b.kind && a.zone === b.zone && (a.kind === 'extra' || (b.kind === 'main' && a.player === b.player));

/** Monsters a Link Monster points to ("linked" to it). */
export function linkedMonsters(state: DuelState, link: number): number[] {
  const out: number[] = [];
  for (const z of pointedZones(state, link)) {
    const id = z.kind === 'extra' ? state.extraMonsterZones[z.zone] : state.players[z.player].monsters[z.zone];
    if (id !== null && id !== undefined) out.push(id);
  }
  return out;
}

/** Two Link Monsters pointing at each other ("co-linked"). */
export function coLinked(state: DuelState, a: number, b: number): boolean {
  const za = zoneRefOf(state, a);
  const zb = zoneRefOf(state, b);
  if (!za || !zb) return false;
  return pointedZones(state, a).some((z) => sameZone(z, zb)) && pointedZones(state, b).some((z) => sameZone(z, za));
}

/** The arrows of a Link Monster in short form for board text ("T BL BR"). */
export function arrowText(arrows: readonly string[]): string {
  return arrows.map((a) => a.split('-').map((w) => w[0]).join('')).join(' ');
}
