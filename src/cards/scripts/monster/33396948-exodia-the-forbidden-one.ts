/** Exodia the Forbidden One (33396948): scripted from our own wording of the card in data/cards/text/goat-mon-4.json. */
import { type CardScript, type DuelState, nameOf } from '../facade.js';

const OTHER_PIECES = ['Left Arm of the Forbidden One', 'Right Arm of the Forbidden One', 'Left Leg of the Forbidden One', 'Right Leg of the Forbidden One'];

/** Are the 4 other pieces in the same hand as this card? */
function allPiecesInHand(state: DuelState, self: number): boolean {
  const hand = state.players[state.cards[self]!.owner].hand;
  const names = new Set(hand.map((id) => nameOf(state, id)));
  return OTHER_PIECES.every((n) => names.has(n));
}

// Exodia the Forbidden One: when this card and the 4 other pieces (both Arms and both Legs of
// the Forbidden One) are all in its owner's hand, that player wins the Duel at once (a rule of
// the card, no Chain: the 'winsDuel' condition checked by the engine's winConditions.ts).
export const exodiaTheForbiddenOne: CardScript = {
  passcode: 33396948,
  winsDuel: { from: 'hand', met: allPiecesInHand },
};
