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
        // The hand is shown in name order (its order in the hand is not revealed), then the
        // monsters are offered by their place in that list: option labels never name a card
        // the player could not see before, only what the look itself showed them.
        const shown = [...r.state.players[r.opponent].hand].sort((a, b) => r.name(a).localeCompare(r.name(b)) || a - b);
        r.look(r.player, shown, 'hand');
        const monsters = shown.filter((id) => facts(r.state, id).kind === 'monster');
        if (monsters.length > 0) {
          const labels = monsters.map((_, i) => `monster ${i + 1} of ${monsters.length} in the hand you looked at (name order)`);
          const [at] = r.choose({ player: r.player, prompt: "Shuffle which monster from your opponent's hand into their Deck", candidates: monsters.map((_, i) => i), labels, min: 1, max: 1 });
          r.returnToDeck([monsters[at ?? 0]!], 'shuffle');
        }
      },
    }),
  ],
};
