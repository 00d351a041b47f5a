/**
 * Shapes of the Link Strike deck's cards (modern Starter Deck): costs paid with the card itself
 * from the hand, "hand traps" that answer a direct attack, and what a Link Monster points to.
 */
import type { CostSpec } from './engine.js';

/** The cost "send this card from your hand to the Graveyard" (Effect Veiler): not a discard. */
export const SEND_SELF_FROM_HAND: CostSpec = {
  custom: {
    what: 'this card in your hand, sent to the Graveyard',
    can: (q) => q.state.cards[q.self]!.location === 'hand',
    pay: (r) => {
      r.sendToGraveyard([r.self], 'cost');
    },
  },
};
