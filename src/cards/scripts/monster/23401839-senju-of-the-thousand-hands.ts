/** Senju of the Thousand Hands (23401839): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, normalOrFlipSummoned } from '../facade.js';

export const senjuOfTheThousandHands: CardScript = {
  // When it is Normal or Flip Summoned, its controller may add 1 Ritual Monster from their Deck to their hand.
  // As played in 2005 (GOAT) the search may be activated even with no Ritual Monster left in the Deck.
  passcode: 23401839,
  effects: [
    {
      id: 'search',
      kind: 'trigger',
      label: 'add 1 Ritual Monster from your Deck to your hand',
      categories: ['search'],
      optional: true,
      triggersOn: normalOrFlipSummoned,
      resolve: (r) => void r.search(r.player, (f) => f.kind === 'monster' && f.frame === 'ritual', 'Add 1 Ritual Monster from your Deck to your hand'),
    },
  ],
};
