/** Reinforcement of the Army (32807846): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, deckSearch, spellActivation } from '../facade.js';

// Add 1 Level 4 or lower Warrior-Type monster from your Deck to your hand.
export const reinforcementOfTheArmy: CardScript = {
  passcode: 32807846,
  effects: [spellActivation(deckSearch((f) => f.kind === 'monster' && f.race === 'Warrior' && f.level <= 4, 'Add 1 Level 4 or lower Warrior-Type monster from your Deck to your hand'))],
};
