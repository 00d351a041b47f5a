/**
 * Monsters removed from play for a while, or brought out for a while:
 * - "remove it from play until the End Phase of this turn" (Interdimensional Matter
 *   Transporter, Strike Ninja): the card in the banished pile carries a
 *   'return-to-field-at-end-phase' effect; as this turn's End Phase begins the rules put it
 *   back on its controller's field (not a Summon, not a Chain Link), in the position it
 *   had or the one the card names, or send it to the Graveyard if no Monster Zone is free.
 *   Removed during the End Phase itself, it stays removed: the End Phase has already begun
 *   (the effect ends with the turn).
 * - "during the End Phase, remove them from play" (Return from the Different Dimension): a
 *   'banish-at-end-phase' effect on each monster; the rules banish the ones still on the
 *   field as the End Phase begins.
 * Both are read only when some card set them up (flow.ts calls `endPhaseReturns` when
 * floating effects exist).
 */
import { freeMonsterZone, isMonsterZone, moveCard, sendToGraveyard } from '../zones.js';
import type { Tx } from '../tx.js';
import type { ArrivalKind, PlayerId, Position } from '../types.js';

/** Banishes `id` (already chosen to go) and remembers to bring it back as this turn's End Phase begins. */
export function rememberReturn(tx: Tx, id: number, controller: PlayerId, position: Position, arrival: ArrivalKind): void {
  const card = tx.s.cards[id]!;
  if (card.location !== 'banished') return;
  const value = { controller, position, arrival };
  tx.lingering().push({ code: 'return-to-field-at-end-phase', source: card.passcode, affects: { card: id, moves: card.moves }, value, until: 'end-of-turn' });
}

/** Marks the monster `id`, as it is now, to be banished as this turn's End Phase begins. */
export function rememberEndPhaseBanish(tx: Tx, id: number, source: number): void {
  const card = tx.s.cards[id]!;
  if (!isMonsterZone(card.location)) return;
  tx.lingering().push({ code: 'banish-at-end-phase', source, affects: { card: id, moves: card.moves }, value: null, until: 'end-of-turn' });
}

/** As the End Phase begins: monsters due back return, monsters due out are banished. */
export function endPhaseReturns(tx: Tx): void {
  const all = tx.s.lingering;
  const due = all.filter((l) => l.code === 'return-to-field-at-end-phase' || l.code === 'banish-at-end-phase');
  if (due.length === 0) return;
  tx.s.lingering = all.filter((l) => l.code !== 'return-to-field-at-end-phase' && l.code !== 'banish-at-end-phase');
  for (const l of due) {
    if (!('card' in l.affects)) continue;
    const id = l.affects.card;
    const card = tx.s.cards[id]!;
    if (card.moves !== l.affects.moves) continue;
    if (l.code === 'banish-at-end-phase' && isMonsterZone(card.location)) {
      moveCard(tx, id, { to: 'banished', faceUp: true });
      tx.emit({ type: 'banished', card: id });
    }
    if (l.code === 'return-to-field-at-end-phase' && card.location === 'banished') returnToField(tx, id, l.value);
  }
}

function returnToField(tx: Tx, id: number, back: { controller: PlayerId; position: Position; arrival: ArrivalKind }): void {
  if (freeMonsterZone(tx.s, back.controller) < 0) {
    sendToGraveyard(tx, id);
    tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'rule', from: 'banished' });
    return;
  }
  moveCard(tx, id, { to: 'monster', controller: back.controller, position: back.position, faceUp: true });
  tx.card(id).arrival = back.arrival;
  tx.emit({ type: 'returned-to-field', card: id, player: back.controller });
}
