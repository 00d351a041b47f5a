/** Jade Insect Whistle (95214051): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, opponentOf, spellActivation } from '../facade.js';

// Jade Insect Whistle: your opponent picks 1 Insect-Type monster in their Deck (if they have one), shuffles their Deck and puts that card on top.
export const jadeInsectWhistle: CardScript = {
  passcode: 95214051,
  effects: [
    spellActivation({
      categories: [],
      condition: (q) => q.state.players[opponentOf(q.player)].deck.length > 0,
      resolve: (r) => {
        const insects = r.state.players[r.opponent].deck.filter((id) => r.facts(id).kind === 'monster' && r.facts(id).race === 'Insect').sort((a, b) => a - b);
        const [pick] = r.choose({ player: r.opponent, prompt: 'Jade Insect Whistle: put 1 Insect-Type monster from your Deck on top of it', candidates: insects, min: 1, max: 1 });
        r.shuffleDeck(r.opponent);
        if (pick === undefined) return;
        const deck = r.state.players[r.opponent].deck;
        const rest = deck.slice(0, deck.indexOf(pick) + 1);
        r.arrangeDeckTop(r.opponent, [pick, ...rest.filter((id) => id !== pick)]);
        r.reveal(r.opponent, [pick]);
      },
    }),
  ],
};
