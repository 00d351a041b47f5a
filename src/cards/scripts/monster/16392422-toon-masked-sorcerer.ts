/**
 * Toon Masked Sorcerer (16392422): a Toon that is Normal Summoned like any monster (no 500 LP
 * per attack): it cannot attack the turn it arrives, is destroyed with a face-up "Toon World",
 * attacks directly while its controller has "Toon World" and the opponent no face-up Toon, and
 * draws its controller 1 card when it inflicts battle damage to the opponent.
 */
import { type CardScript, type DuelState, TOON_WORLD, battleDamageTrigger, directAttackWhile, faceUpSpellTrapsNamed, faceUpMonsters, facts, opponentOfController, targetCard } from '../facade.js';

/** Normal, Tribute or Special Summoned this turn, or Flip Summoned this turn (a flip keeps its arrival turn, so the turn's position changes tell). */
function arrivedBySummonThisTurn(state: DuelState, id: number): boolean {
  const card = state.cards[id]!;
  if (card.arrival === 'flip') return state.turnRecord.positionChanged.includes(id);
  return card.arrivedTurn === state.turn && (card.arrival === 'normal' || card.arrival === 'tribute' || card.arrival === 'special');
}

export const toonMaskedSorcerer: CardScript = {
  passcode: 16392422,
  effects: [{ id: 'draw', kind: 'trigger', label: 'draw 1 card', categories: ['draw'], triggersOn: battleDamageTrigger(), resolve: (r) => void r.draw(r.player, 1) }],
  continuous: [
    { code: 'cannot-attack', affects: (state, source, t) => targetCard(t) === source && arrivedBySummonThisTurn(state, source) },
    { code: 'destroyed-by-event', onEvent: (state, _source, e) => e.type === 'destroyed' && e.wasFaceUp !== false && state.cards[e.card]!.passcode === TOON_WORLD },
    directAttackWhile(
      (state, self) =>
        faceUpSpellTrapsNamed(state, undefined, state.cards[self]!.controller, 'Toon World').length > 0 &&
        !faceUpMonsters(state, opponentOfController(state, self)).some((id) => facts(state, id).subtypes.includes('Toon')),
    ),
  ],
};
