/** Terraforming (73628505): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, deckSearch, spellActivation } from '../facade.js';

// Add 1 Field Spell Card from your Deck to your hand.
export const terraforming: CardScript = {
  passcode: 73628505,
  effects: [spellActivation(deckSearch((f) => f.kind === 'spell' && f.subtypes.includes('Field'), 'Add 1 Field Spell Card from your Deck to your hand'))],
};
