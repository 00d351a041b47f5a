/**
 * Spirit monsters: they cannot be Special Summoned, and they go back to their owner's hand
 * during the End Phase of the turn they were Normal Summoned or flipped face-up (a
 * mandatory trigger). Many also have a "when this card is Normal Summoned or flipped
 * face-up" effect; `summonedOrFlipped` is that event.
 */
import { hasEffect } from './engine.js';
import type { AnyContinuousEffect, CardScript, DuelEvent, DuelState, EffectDef, EffectQuery } from './engine.js';
import { stillFaceUpHere } from './queries.js';

/** Was `id` Normal (or Tribute) Summoned this turn, or turned face-up this turn? */
export function summonedOrFlippedThisTurn(state: DuelState, id: number): boolean {
  const card = state.cards[id]!;
  if (card.arrivedTurn === state.turn && (card.arrival === 'normal' || card.arrival === 'tribute')) return true;
  return hasEffect(state, undefined, { card: id }, 'flipped-this-turn');
}

/** "When this card is Normal Summoned or flipped face-up" (a Set is not a Summon). */
export function summonedOrFlipped(q: EffectQuery, e: DuelEvent): boolean {
  if (e.type === 'normal-summon' || e.type === 'flip-summon' || e.type === 'flip') return e.card === q.self;
  return false;
}

/** The End Phase return every Spirit monster has. */
export const SPIRIT_RETURN: EffectDef = {
  id: 'spirit-return',
  kind: 'trigger',
  label: "return it to its owner's hand (Spirit)",
  categories: ['to-hand'],
  triggersOn: (q, e) => e.type === 'phase' && e.phase === 'end' && summonedOrFlippedThisTurn(q.state, q.self),
  resolve: (r) => {
    if (stillFaceUpHere(r)) r.returnToHand([r.self]);
  },
};

/** A Spirit monster with its own `effects` and `continuous` effects besides the Spirit rules. */
export function spiritMonster(passcode: number, effects: readonly EffectDef[] = [], continuous: readonly AnyContinuousEffect[] = []): CardScript {
  return {
    passcode,
    cannotBeSpecialSummoned: true,
    remembersFlips: true,
    effects: [...effects, SPIRIT_RETURN],
    ...(continuous.length > 0 ? { continuous } : {}),
  };
}
