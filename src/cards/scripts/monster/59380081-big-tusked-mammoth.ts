/** Big-Tusked Mammoth (59380081): the opponent's monsters cannot attack the turn they are Summoned. */
import { type CardScript, type DuelState, targetCard } from '../facade.js';

/** Summoned this turn (Normal, Tribute, Flip or Special); a Set is not a Summon. */
function summonedThisTurnBy(state: DuelState, id: number, notController: number): boolean {
  const card = state.cards[id]!;
  return card.controller !== notController && card.arrivedTurn === state.turn && card.arrival !== null && card.arrival !== 'set';
}

export const bigTuskedMammoth: CardScript = {
  passcode: 59380081,
  continuous: [{ code: 'cannot-attack', affects: (state, source, t) => targetCard(t) !== null && summonedThisTurnBy(state, targetCard(t)!, state.cards[source]!.controller) }],
};
