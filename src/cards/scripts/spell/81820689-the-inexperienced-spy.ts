/** The Inexperienced Spy (81820689): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, opponentOf, spellActivation } from '../facade.js';

export const theInexperiencedSpy: CardScript = {
  // The Inexperienced Spy: look at 1 card of the opponent's hand, which stays there.
  passcode: 81820689,
  effects: [
    spellActivation({
      condition: (q) => q.state.players[opponentOf(q.player)].hand.length > 0,
      resolve: (r) => {
        // The activator picks blind from cards held face-down, whose order is the owner's own:
        // a random card. The hand is not shuffled afterwards: a place in it tells the
        // activator nothing, and its owner keeps the order they see.
        const card = r.randomPick(r.state.players[r.opponent].hand);
        if (card !== undefined) r.look(r.player, [card], 'hand');
      },
    }),
  ],
};
