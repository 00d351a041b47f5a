/** Sangan (26202165): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, searchOnGraveyard } from '../facade.js';

// If it goes from the field to the Graveyard: add 1 monster with 1500 or less ATK from the Deck (that name locked this turn).
export const sangan: CardScript = {
  passcode: 26202165,
  effects: [searchOnGraveyard('add a monster with 1500 or less ATK from the Deck', (f) => f.atk <= 1500, 'Add 1 monster with 1500 or less ATK from your Deck to your hand')],
};
