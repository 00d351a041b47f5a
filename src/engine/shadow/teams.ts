/**
 * Tag duels (shadow.teams). A team shares its side of the field (the Monster, Spell & Trap and
 * Field Zones); each mage has their own hand, Deck of Magic, Extra Magic, Graveyard, Beyond,
 * LP and MP. The engine has one seat per side, whose PlayerState piles and LP are those of the
 * mage in the seat (the one whose turn it is, or whose turn was the side's last). When the
 * side's turn passes to the next mage of the team, the leaving mage's piles and LP are set
 * aside (their cards at location 'aside', hidden from every view) and the arriving mage's come
 * back. A card of another mage that reached the seat's piles (a partner's monster destroyed or
 * returned to the hand) goes to its own mage's pile at that hand-over.
 */
import { drawCard } from '../flow.js';
import type { Tx } from '../tx.js';
import type { CardInstance, PlayerId } from '../types.js';
import { SEAT_PILES, type AsidePiles, type SeatPile, type ShadowMageState } from './types.js';

type Piles = Record<SeatPile, number[]>;

function emptyPiles(): Piles {
  return { deck: [], hand: [], graveyard: [], banished: [], extra: [] };
}

/** The mage of `side`'s team each card belongs to (only cards listed in a mage's `magic`). */
function ownersOf(mages: readonly ShadowMageState[], side: PlayerId): Map<number, number> {
  const owners = new Map<number, number>();
  mages.forEach((m, i) => {
    if (m.side === side) for (const id of m.magic ?? []) owners.set(id, i);
  });
  return owners;
}

/** The next mage of `side`'s team takes the seat for this turn (nothing to do with one mage a side). */
export function switchTeamMage(tx: Tx, side: PlayerId): void {
  const shadow = tx.s.shadow;
  if (!shadow) return;
  const team = shadow.mages.map((m, i) => (m.side === side ? i : -1)).filter((i) => i >= 0);
  if (team.length < 2) return;
  const current = shadow.active[side];
  // The side's first turn is its first mage's; after that the seat passes along the team.
  if (shadow.mages[current]!.turnsTaken === 0) return;
  const next = team[(team.indexOf(current) + 1) % team.length]!;
  handOver(tx, side, current, next);
  // A mage's first time in the seat: they draw their opening hand from their own Deck of Magic.
  if (tx.s.shadow!.mages[next]!.turnsTaken === 0) {
    for (let i = 0; i < tx.s.format.openingHand; i++) drawCard(tx, side);
  }
}

function setLocation(tx: Tx, ids: readonly number[], location: CardInstance['location']): void {
  for (const id of ids) if (tx.s.cards[id]!.location !== location) tx.card(id).location = location;
}

/** Moves the seat of `side` from mage `from` to mage `to`, sorting every seat pile's cards to their own mage. */
function handOver(tx: Tx, side: PlayerId, from: number, to: number): void {
  const shadow = tx.s.shadow!;
  const owners = ownersOf(shadow.mages, side);
  const seat = tx.s.players[side];
  const gathered = new Map<number, Piles>();
  for (const key of SEAT_PILES) {
    for (const id of seat[key]) {
      const owner = owners.get(id) ?? from;
      if (!gathered.has(owner)) gathered.set(owner, emptyPiles());
      gathered.get(owner)![key].push(id);
    }
  }
  const mages = shadow.mages.slice();
  const leaving: AsidePiles = { lp: seat.lp, ...emptyPiles() };
  mages[from] = { ...mages[from]!, aside: leaving };
  for (const [owner, piles] of gathered) {
    if (owner === to) continue;
    const before = mages[owner]!.aside!;
    const after = { lp: before.lp } as { lp: number } & Piles;
    for (const key of SEAT_PILES) {
      after[key] = [...before[key], ...piles[key]];
      setLocation(tx, piles[key], 'aside');
    }
    mages[owner] = { ...mages[owner]!, aside: after };
  }
  const arriving = mages[to]!.aside!;
  const { aside: _left, ...seated } = mages[to]!;
  mages[to] = seated;
  const mine = gathered.get(to) ?? emptyPiles();
  for (const key of SEAT_PILES) {
    const pile = tx.pile(side, key);
    pile.length = 0;
    pile.push(...arriving[key], ...mine[key]);
    setLocation(tx, arriving[key], key);
  }
  tx.player(side).lp = arriving.lp;
  const active: [number, number] = [shadow.active[0], shadow.active[1]];
  active[side] = to;
  tx.s.shadow = { ...shadow, mages, active };
  tx.emit({ type: 'mage-seat', player: side, mage: mages[to]!.mage.name, lp: arriving.lp });
}
