/**
 * Continuous Traps that stay linked to a monster (Call of the Haunted): the link is a
 * 'bound-to' effect on the monster, and the rules (src/engine/chain/bindings.ts) destroy
 * whichever card is left behind when the other one goes, as the link says.
 */
import type { Resolution } from './engine.js';

export interface Binding {
  /** The monster is destroyed when the binding card leaves the field. */
  destroyWithCard: boolean;
  /** The binding card is destroyed when the monster is destroyed, when it leaves the field at all, or never. */
  cardGoesWhen: 'destroyed' | 'leaves-field' | 'never';
}

/** Binds `monster` (now on the field) to the resolving card, as it is now. */
export function bindToCard(r: Resolution, monster: number, how: Binding): void {
  r.addEffect('bound-to', r.cardAffected(monster), { card: r.self, moves: r.state.cards[r.self]!.moves, ...how }, 'permanent');
}

/** The monster bound to `card` now, if any (Nightmare Wheel's and the like's "that monster"). */
export function boundMonster(state: Resolution['state'], card: number): number | null {
  for (const e of state.lingering) {
    if (e.code !== 'bound-to' || !('card' in e.affects) || e.value.card !== card) continue;
    if (state.cards[card]!.moves !== e.value.moves || state.cards[e.affects.card]!.moves !== e.affects.moves) continue;
    return e.affects.card;
  }
  return null;
}
