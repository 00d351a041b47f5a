/** Gather Your Mind (7512044): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, deckSearch, spellActivation } from '../facade.js';

const search = deckSearch((f) => f.name === 'Gather Your Mind', 'Add 1 "Gather Your Mind" from your Deck to your hand');

// Gather Your Mind: add 1 "Gather Your Mind" from your Deck to your hand (shown to the opponent). Only 1 "Gather Your Mind" may be activated per turn.
export const gatherYourMind: CardScript = {
  passcode: 7512044,
  effects: [
    spellActivation({
      ...search,
      oncePerTurn: 'name',
      resolve: (r) => {
        const got = r.search(r.player, (f) => f.name === 'Gather Your Mind', 'Add 1 "Gather Your Mind" from your Deck to your hand');
        r.reveal(r.player, got);
      },
    }),
  ],
};
