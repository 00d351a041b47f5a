/** Toon Table of Contents (89997728): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, deckSearch, spellActivation } from '../facade.js';

// Add 1 card with "Toon" in its name from your Deck to your hand.
export const toonTableOfContents: CardScript = {
  passcode: 89997728,
  effects: [spellActivation(deckSearch((f) => f.name.includes('Toon'), 'Add 1 "Toon" card from your Deck to your hand'))],
};
