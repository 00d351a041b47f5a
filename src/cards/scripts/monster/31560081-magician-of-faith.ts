/** Magician of Faith (31560081): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, graveyardToHand } from '../facade.js';

export const magicianOfFaith: CardScript = { passcode: 31560081, effects: [graveyardToHand('spell')] };
