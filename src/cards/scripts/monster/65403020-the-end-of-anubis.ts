/** The End of Anubis (65403020): scripted from our own wording of the card in data/cards/text/goat-monsters.json. */
import type { CardScript } from '../facade.js';

// The End of Anubis: while it is face-up on the field, the effects of Spell, Trap and monster cards that target a card in
// a Graveyard, or that are activated in a Graveyard, are negated as they resolve (the cards are still activated).
export const theEndOfAnubis: CardScript = {
  passcode: 65403020,
  continuous: [{ code: 'negate-graveyard-effects' }],
};
