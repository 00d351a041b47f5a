/**
 * Cards bound to each other (the 'bound-to' effect, see codes.ts): a monster Special
 * Summoned by a Continuous Trap that stays linked to it (Call of the Haunted). A rule that
 * applies by itself, without a chain: once either card has moved, the binding ends, and the
 * one left behind is destroyed when the binding says so.
 */
import { isOnField, moveCard, staticOf } from '../zones.js';
import type { Tx } from '../tx.js';
import type { ActiveEffect } from '../effects/codes.js';

/** Ends the bindings whose cards moved, destroying what they take with them. */
export function settleBindings(tx: Tx): void {
  if (!tx.s.lingering.some((e) => e.code === 'bound-to')) return;
  const ended: ActiveEffect<'bound-to'>[] = [];
  for (const e of tx.s.lingering) {
    if (e.code !== 'bound-to' || !('card' in e.affects)) continue;
    const monsterHere = tx.s.cards[e.affects.card]!.moves === e.affects.moves;
    const cardHere = tx.s.cards[e.value.card]!.moves === e.value.moves;
    if (!monsterHere || !cardHere) ended.push(e);
  }
  if (ended.length === 0) return;
  tx.s.lingering = tx.s.lingering.filter((e) => !ended.includes(e as ActiveEffect<'bound-to'>));
  for (const e of ended) {
    if (!('card' in e.affects)) continue;
    const monster = e.affects.card;
    const monsterHere = tx.s.cards[monster]!.moves === e.affects.moves;
    const cardHere = tx.s.cards[e.value.card]!.moves === e.value.moves;
    if (monsterHere && !cardHere && e.value.destroyWithCard) destroyByRule(tx, monster);
    const cardGoes = e.value.cardGoesWhen === 'leaves-field' || (e.value.cardGoesWhen === 'destroyed' && wasDestroyed(tx, monster));
    if (!monsterHere && cardHere && cardGoes) destroyByRule(tx, e.value.card);
  }
}

/** Was `id` destroyed by something in this transaction (not bounced, banished or Tributed)? */
function wasDestroyed(tx: Tx, id: number): boolean {
  return tx.events.some((ev) => ev.type === 'destroyed' && ev.card === id);
}

/** The binding card's effect destroys `id` (no chain: it applies as the rules do). */
function destroyByRule(tx: Tx, id: number): void {
  const card = tx.s.cards[id]!;
  if (!isOnField(card.location)) return;
  const owner = card.owner;
  const from = card.location;
  const wasFaceUp = card.faceUp;
  moveCard(tx, id, { to: staticOf(tx.s, card).frame === 'token' ? 'gone' : 'graveyard', faceUp: true });
  tx.emit({ type: 'destroyed', card: id, by: 'effect', owner, wasFaceUp });
  if (tx.s.cards[id]!.location === 'graveyard') tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'destroyed', from });
}
