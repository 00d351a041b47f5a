/** Sangan (26202165): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, type CardStatic, searchOnGraveyard } from '../facade.js';

// If it goes from the field to the Graveyard: add 1 monster with 1500 or less ATK from the Deck (that name locked this turn).
const LABEL = 'add a monster with 1500 or less ATK from the Deck';
const PROMPT = 'Add 1 monster with 1500 or less ATK from your Deck to your hand';
const fits = (f: CardStatic): boolean => f.atk <= 1500;

export const sangan: CardScript = {
  passcode: 26202165,
  effects: [searchOnGraveyard(LABEL, fits, PROMPT)],
  // April 2005 (GOAT): printed before its errata, with no once per turn and no name lock.
  formats: { goat: { effects: [searchOnGraveyard(LABEL, fits, PROMPT, 'pre-errata')] } },
};
