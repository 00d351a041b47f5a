/**
 * "When this card is destroyed by your opponent's card effect and sent to your Graveyard,
 * Special Summon it during your next Standby Phase" (Vampire Lord). Being destroyed that way
 * starts no Chain: the rules remember it, as a 'delayed-trigger' effect on the card in the
 * Graveyard, and the card's named effect triggers as its owner's next Standby Phase begins,
 * if the card is still there (flow.ts, queueDelayedEffects). Called by `destroy` for a card
 * an opponent's card effect destroyed.
 *
 * "During the End Phase of a turn this card was destroyed by battle and sent to the
 * Graveyard" (Fox Fire) is remembered the same way when a battle sends the card to the
 * Graveyard: its effect triggers as this turn's End Phase begins, if it is still there.
 */
import type { EngineContext } from '../context.js';
import type { Tx } from '../tx.js';

/**
 * `id` was just destroyed by a card effect (of its controller's opponent if `byOpponent`; it was
 * face-up if `wasFaceUp`): set up its delayed effect if it has one for that (Vampire Lord: by the
 * opponent; Inari Fire: by any card effect, face-up on the field).
 */
export function setUpAfterDestruction(tx: Tx, ctx: EngineContext, id: number, byOpponent: boolean, wasFaceUp: boolean): void {
  const card = tx.s.cards[id]!;
  if (card.location !== 'graveyard') return;
  const script = ctx.scripts?.(card.passcode, tx.s.format.id);
  const setUp = (byOpponent ? script?.setUpWhenDestroyedByOpponent : undefined) ?? (wasFaceUp ? script?.setUpWhenDestroyedByEffect : undefined);
  if (!setUp) return;
  // The owner's next Standby Phase: this turn's if it has not begun yet, else their next turn's.
  const turn = tx.s.turnPlayer !== card.owner ? tx.s.turn + 1 : tx.s.phase === 'draw' ? tx.s.turn : tx.s.turn + 2;
  const value = { effect: setUp.effect, turn, phase: 'standby' as const, fromGraveyard: true };
  tx.lingering().push({ code: 'delayed-trigger', source: card.passcode, affects: { card: id, moves: card.moves }, value, until: 'permanent' });
}

/** `id` was just destroyed by battle and sent to the Graveyard: set up its End Phase effect if it has one (Fox Fire). */
export function setUpAfterBattleDestruction(tx: Tx, ctx: EngineContext, id: number): void {
  const card = tx.s.cards[id]!;
  if (card.location !== 'graveyard' || tx.s.phase === 'end') return;
  const setUp = ctx.scripts?.(card.passcode, tx.s.format.id)?.setUpWhenDestroyedByBattle;
  if (!setUp) return;
  const value = { effect: setUp.effect, turn: tx.s.turn, phase: 'end' as const, fromGraveyard: true };
  tx.lingering().push({ code: 'delayed-trigger', source: card.passcode, affects: { card: id, moves: card.moves }, value, until: 'permanent' });
}
