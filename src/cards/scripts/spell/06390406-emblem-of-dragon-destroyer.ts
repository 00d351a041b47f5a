/** Emblem of Dragon Destroyer (6390406): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, nameOf, spellActivation } from '../facade.js';

const BLADER = 'Buster Blader';

// Emblem of Dragon Destroyer: add 1 "Buster Blader" from your Deck or Graveyard to your hand (shown to the opponent).
export const emblemOfDragonDestroyer: CardScript = {
  passcode: 6390406,
  effects: [
    spellActivation({
      categories: ['search', 'to-hand'],
      condition: (q) => [...q.state.players[q.player].deck, ...q.state.players[q.player].graveyard].some((id) => nameOf(q.state, id) === BLADER),
      resolve: (r) => {
        const pile = r.state.players[r.player];
        const candidates = [...pile.deck, ...pile.graveyard].filter((id) => r.name(id) === BLADER).sort((a, b) => a - b);
        const [pick] = r.choose({ player: r.player, prompt: 'Add "Buster Blader" from your Deck or Graveyard to your hand', candidates, min: 1, max: 1 });
        if (pick === undefined) return;
        const from = r.state.cards[pick]!.location;
        r.addToHand(pick, from);
        r.reveal(r.player, [pick]);
        if (from === 'deck') r.shuffleDeck(r.player);
      },
    }),
  ],
};
