/** Soul Reversal (78864369): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, ownGraveyardSlot, spellActivation } from '../facade.js';

// Soul Reversal (Quick-Play): target 1 Flip monster in your Graveyard; put it on top of your Deck.
export const soulReversal: CardScript = {
  passcode: 78864369,
  effects: [
    spellActivation({
      categories: [],
      targets: [ownGraveyardSlot('Flip monster in your Graveyard', (f) => f.kind === 'monster' && f.subtypes.includes('Flip'))],
      resolve: (r) => r.returnToDeck(r.targets(0), 'top'),
    }),
  ],
};
