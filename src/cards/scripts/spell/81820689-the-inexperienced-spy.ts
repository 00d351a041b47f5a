/** The Inexperienced Spy (81820689): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, opponentOf, spellActivation } from '../facade.js';

export const theInexperiencedSpy: CardScript = {
  // The Inexperienced Spy: pick 1 card of the opponent's hand blind, look at it; they keep it and shuffle their hand.
  passcode: 81820689,
  effects: [
    spellActivation({
      condition: (q) => q.state.players[opponentOf(q.player)].hand.length > 0,
      resolve: (r) => {
        const hand = r.state.players[r.opponent].hand;
        // Chosen by place in the hand, not by card: the activator cannot see the hand.
        const [at] = r.choose({
          player: r.player,
          prompt: "Look at which card of your opponent's hand",
          candidates: hand.map((_, i) => i),
          labels: hand.map((_, i) => `card ${i + 1} of ${hand.length}`),
          min: 1,
          max: 1,
        });
        const card = hand[at ?? 0];
        if (card === undefined) return;
        r.look(r.player, [card], 'hand');
        r.shuffleHand(r.opponent);
      },
    }),
  ],
};
