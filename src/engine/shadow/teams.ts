/**
 * Tag duels (shadow.teams). A team shares its side of the field and its Life Points; each mage
 * keeps their own Deck of Magic, hand, Extra Magic and Magic Points. When a side's turn comes,
 * the next mage of that team takes the seat: the leaving mage's hand, Deck and Extra Magic are
 * kept aside (stashed) and the arriving mage's are brought back.
 */
import type { Tx } from '../tx.js';
import type { PlayerId } from '../types.js';
import { setShadow } from './state.js';

/** The next mage of `side`'s team takes the seat for this turn (nothing to do with one mage a side). */
export function switchTeamMage(tx: Tx, side: PlayerId): void {
  const shadow = tx.s.shadow;
  if (!shadow) return;
  const team = shadow.mages.map((m, i) => (m.side === side ? i : -1)).filter((i) => i >= 0);
  if (team.length < 2) return;
  const current = shadow.active[side];
  // The side's first turn is its first mage's; after that the seat passes along the team.
  const firstTurnOfSide = shadow.mages[current]!.turnsTaken === 0;
  if (firstTurnOfSide) return;
  const next = team[(team.indexOf(current) + 1) % team.length]!;
  const active: [number, number] = [shadow.active[0], shadow.active[1]];
  active[side] = next;
  setShadow(tx, { active });
}
