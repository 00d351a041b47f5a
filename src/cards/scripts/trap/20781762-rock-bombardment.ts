/** Rock Bombardment (20781762): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, facts, trapActivation } from '../facade.js';

export const rockBombardment: CardScript = {
  // Rock Bombardment: send 1 Rock-Type monster from your Deck to the Graveyard; if you do, inflict 500 damage to your opponent.
  passcode: 20781762,
  effects: [
    trapActivation({
      categories: ['damage'],
      condition: (q) => q.state.players[q.player].deck.some((id) => facts(q.state, id).race === 'Rock'),
      resolve: (r) => {
        const rocks = r.state.players[r.player].deck.filter((id) => r.facts(id).race === 'Rock').sort((a, b) => a - b);
        const picked = r.choose({ player: r.player, prompt: 'Send 1 Rock-Type monster from your Deck to the Graveyard', candidates: rocks, min: Math.min(1, rocks.length), max: 1 });
        if (picked.length === 0) return;
        r.sendToGraveyard(picked);
        r.shuffleDeck(r.player);
        r.damage(r.opponent, 500);
      },
    }),
  ],
};
