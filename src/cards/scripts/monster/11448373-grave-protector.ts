/** Grave Protector (11448373): scripted from our own wording of the card in data/cards/text/goat-mon-4.json. */
import type { CardScript } from '../facade.js';

// Grave Protector: while it is face-up on the field, a monster destroyed by battle (either
// player's, itself included) is shuffled into its owner's Deck instead of going to the Graveyard
// (the 'battle-victims-to-deck' replacement code: no Chain Link, no Graveyard trigger).
export const graveProtector: CardScript = {
  passcode: 11448373,
  continuous: [{ code: 'battle-victims-to-deck', affects: () => false }],
};
