/**
 * The loss conditions as state checks. Both rulebooks: a player whose LP reach 0 loses at
 * once, and both players reaching 0 at the same time is a draw; a player who must draw
 * from an empty Deck loses. So the LP check runs right after every LP change (battle
 * damage, effect damage, an LP cost) wherever it happens, even in the middle of a chain:
 * the links below it never resolve, and a later heal or deck-out cannot change the
 * outcome. A draw from an empty Deck is checked when the effect that drew has finished
 * applying (one effect can make both players draw at once: then it is a draw).
 */
import { endDuel } from './flow.js';
import type { Tx } from './tx.js';

/** Thrown inside an effect's run when the duel ended in the middle of it; the rest of the effect does not apply. */
export class DuelEnded extends Error {
  constructor() {
    super('the duel ended in the middle of an effect');
  }
}

/** Ends the duel if a player's LP are 0 (both at once: a draw). Returns true if the duel is over. */
export function checkZeroLifePoints(tx: Tx): boolean {
  if (tx.s.result) return true;
  const zero0 = tx.s.players[0].lp <= 0;
  const zero1 = tx.s.players[1].lp <= 0;
  if (!zero0 && !zero1) return false;
  if (zero0 && zero1) endDuel(tx, null, 'both-lp');
  else endDuel(tx, zero0 ? 1 : 0, 'lp');
  return true;
}

/** For code running inside an effect (costs, damage): the duel ending stops the effect there. */
export function lifePointsChanged(tx: Tx): void {
  if (checkZeroLifePoints(tx)) throw new DuelEnded();
}
