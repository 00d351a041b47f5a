/** Painful Choice (74191942): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, pickShown, spellActivation } from '../facade.js';

export const painfulChoice: CardScript = {
  // Painful Choice: pick 5 cards from your Deck and show them to the opponent; the opponent picks 1 of them, which you add
  // to your hand; the other 4 are sent to the Graveyard; then the Deck is shuffled. Needs 5 cards in the Deck.
  passcode: 74191942,
  effects: [
    spellActivation({
      categories: ['search'],
      condition: (q) => q.state.players[q.player].deck.length >= 5,
      resolve: (r) => {
        const deck = [...r.state.players[r.player].deck].sort((a, b) => a - b);
        if (deck.length < 5) return;
        const five = r.choose({ player: r.player, prompt: 'Pick 5 cards from your Deck for Painful Choice', candidates: deck, min: 5, max: 5 });
        r.reveal(r.player, five);
        const [kept] = pickShown(r, r.opponent, five, 'Painful Choice: pick the card your opponent adds to their hand');
        if (kept !== undefined) r.addToHand(kept, 'deck');
        r.sendToGraveyard(five.filter((id) => id !== kept));
        r.shuffleDeck(r.player);
      },
    }),
  ],
};
