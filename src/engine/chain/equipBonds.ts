/**
 * Ties between a monster and an Equip Card that the rules keep by themselves, stored as
 * floating effects on the monster:
 * - 'control-while-equipped' (Snatch Steal): when the Equip Card is gone or no longer
 *   equipped to the monster, control goes back to the player it was taken from;
 * - 'destroyed-with' (Premature Burial): when that card is destroyed, the monster is too
 *   (Autonomous Action Unit, `onAnyLeave`: when that card leaves the field at all; Big Bang
 *   Shot, `banish`: the monster is removed from play instead).
 * Each tie ends (and leaves the state) once the monster or the card has moved.
 */
import { freeMonsterZone, isMonsterZone, moveCard, staticOf } from '../zones.js';
import type { Tx } from '../tx.js';
import type { AnyActiveEffect } from '../types.js';

/** Applies the ties whose Equip Card has gone; returns true when a monster moved. */
export function equipBonds(tx: Tx): boolean {
  const bonds = tx.s.lingering.filter((l) => l.code === 'control-while-equipped' || l.code === 'destroyed-with');
  if (bonds.length === 0) return false;
  let moved = false;
  const ended: AnyActiveEffect[] = [];
  for (const l of bonds) {
    if (!('card' in l.affects)) continue;
    const monster = tx.s.cards[l.affects.card]!;
    if (monster.moves !== l.affects.moves || !isMonsterZone(monster.location)) {
      ended.push(l);
      continue;
    }
    if (l.code === 'control-while-equipped') {
      const equip = tx.s.cards[l.value.equip]!;
      if (equip.moves === l.value.moves && equip.equippedTo === monster.id) continue;
      ended.push(l);
      if (monster.controller !== l.value.returnTo) moved = giveBack(tx, monster.id, l.value.returnTo) || moved;
    } else if (l.code === 'destroyed-with') {
      const card = tx.s.cards[l.value.card]!;
      if (card.moves === l.value.moves) continue;
      ended.push(l);
      if (l.value.onAnyLeave !== true && !destroyedSinceLastLook(tx, card.id)) continue;
      moved = (l.value.banish === true ? banishMonster(tx, monster.id) : destroyMonster(tx, monster.id)) || moved;
    }
  }
  if (ended.length > 0) tx.s.lingering = tx.s.lingering.filter((l) => !ended.includes(l));
  return moved;
}

function destroyedSinceLastLook(tx: Tx, card: number): boolean {
  for (let i = tx.scanned; i < tx.events.length; i++) {
    const e = tx.events[i]!;
    if (e.type === 'destroyed' && e.card === card) return true;
  }
  return false;
}

/** Control goes back; with no free Monster Zone there, the monster goes to the Graveyard (rule term.control). */
function giveBack(tx: Tx, id: number, to: 0 | 1): boolean {
  const card = tx.s.cards[id]!;
  if (freeMonsterZone(tx.s, to) >= 0) {
    moveCard(tx, id, { to: 'monster', controller: to, position: card.position, faceUp: card.faceUp, keepArrival: true });
    tx.emit({ type: 'control', card: id, player: to });
  } else {
    const from = card.location;
    moveCard(tx, id, { to: staticOf(tx.s, card).frame === 'token' ? 'gone' : 'graveyard', faceUp: true });
    if (tx.s.cards[id]!.location === 'graveyard') tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'rule', from });
  }
  return true;
}

/** "Remove the equipped monster from play" (Big Bang Shot): a Token simply leaves the field. */
function banishMonster(tx: Tx, id: number): boolean {
  const card = tx.s.cards[id]!;
  moveCard(tx, id, { to: staticOf(tx.s, card).frame === 'token' ? 'gone' : 'banished', faceUp: true });
  if (tx.s.cards[id]!.location === 'banished') tx.emit({ type: 'banished', card: id });
  return true;
}

function destroyMonster(tx: Tx, id: number): boolean {
  const card = tx.s.cards[id]!;
  const { owner, faceUp: wasFaceUp, location: from } = card;
  moveCard(tx, id, { to: staticOf(tx.s, card).frame === 'token' ? 'gone' : 'graveyard', faceUp: true });
  tx.emit({ type: 'destroyed', card: id, by: 'effect', owner, wasFaceUp });
  if (tx.s.cards[id]!.location === 'graveyard') tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'destroyed', from });
  return true;
}
