/** Trap Dustshoot (64697231): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, facts, opponentOf, trapActivation } from '../facade.js';

export const trapDustshoot: CardScript = {
  // Trap Dustshoot: only while the opponent holds 4 or more cards: look at their hand, pick
  // 1 Monster Card in it and shuffle it into their Deck.
  passcode: 64697231,
  effects: [
    trapActivation({
      categories: ['to-hand'],
      condition: (q) => q.state.players[opponentOf(q.player)].hand.length >= 4,
      resolve: (r) => {
        const hand = r.state.players[r.opponent].hand;
        r.look(r.player, hand, 'hand');
        // The monsters are offered by name in name order, so the pick says nothing about where they sit in the hand.
        const monsters = hand.filter((id) => facts(r.state, id).kind === 'monster').sort((a, b) => r.name(a).localeCompare(r.name(b)) || a - b);
        if (monsters.length > 0) {
          const [at] = r.choose({ player: r.player, prompt: "Shuffle which monster from your opponent's hand into their Deck", candidates: monsters.map((_, i) => i), labels: monsters.map((id) => r.name(id)), min: 1, max: 1 });
          const picked = monsters[at ?? 0]!;
          r.returnToDeck([picked], 'shuffle');
        }
        r.shuffleHand(r.opponent);
      },
    }),
  ],
};
