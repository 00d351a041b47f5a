/**
 * Cards that stay on the field for a number of turns and are then destroyed by the rules,
 * not by an effect that starts a Chain ("destroy it during the End Phase of your
 * opponent's 3rd turn": Swords of Revealing Light). Stored as a floating effect
 * 'destroy-in-end-phase-of-turn' on the card, with the turn it ends in.
 */
import { isOnField, moveCard } from './zones.js';
import type { Tx } from './tx.js';
import type { AnyActiveEffect } from './types.js';

export function destroyExpiredCards(tx: Tx): void {
  const done: AnyActiveEffect[] = [];
  for (const l of tx.s.lingering) {
    if (l.code !== 'destroy-in-end-phase-of-turn' || !('card' in l.affects)) continue;
    const card = tx.s.cards[l.affects.card]!;
    if (card.moves !== l.affects.moves || !isOnField(card.location)) {
      done.push(l);
      continue;
    }
    if (l.value !== tx.s.turn) continue;
    done.push(l);
    const { id, owner, faceUp: wasFaceUp, location: from } = card;
    moveCard(tx, id, { to: 'graveyard', faceUp: true });
    tx.emit({ type: 'destroyed', card: id, by: 'effect', owner, wasFaceUp });
    tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'destroyed', from });
  }
  if (done.length > 0) tx.s.lingering = tx.s.lingering.filter((l) => !done.includes(l));
}
