/** Summoner's Art (79816536): searches the Deck for a Level 5 or higher Normal Monster. */
import { type CardScript, deckSearch, spellActivation, type CardStatic } from '../facade.js';

const highLevelNormal = (f: CardStatic): boolean => f.kind === 'monster' && f.subtypes.includes('Normal') && f.level >= 5;

export const summonersArt: CardScript = {
  passcode: 79816536,
  effects: [
    // Add 1 Level 5 or higher Normal Monster from your Deck to your hand.
    spellActivation(deckSearch(highLevelNormal, 'Add 1 Level 5 or higher Normal Monster from your Deck to your hand')),
  ],
};
