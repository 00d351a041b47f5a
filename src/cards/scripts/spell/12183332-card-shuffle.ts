/** Card Shuffle (12183332): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, spellActivation } from '../facade.js';

// Card Shuffle (Continuous): once per turn, in your Main Phase, you may pay 300 Life Points (cost) to shuffle your Deck or your opponent's Deck, your pick.
export const cardShuffle: CardScript = {
  passcode: 12183332,
  effects: [
    spellActivation({ categories: [], resolve: () => {} }),
    {
      id: 'shuffle',
      kind: 'ignition',
      label: "Pay 300 Life Points: shuffle your Deck or your opponent's (Card Shuffle)",
      categories: [],
      oncePerTurn: 'card',
      cost: { lp: 300 },
      resolve: (r) => {
        if (!r.sourceStillThere()) return;
        const [which] = r.choose({ player: r.player, prompt: 'Card Shuffle: shuffle which Deck', candidates: [0, 1], labels: ['Your Deck', "Your opponent's Deck"], min: 1, max: 1 });
        r.shuffleDeck(which === 1 ? r.opponent : r.player);
      },
    },
  ],
};
