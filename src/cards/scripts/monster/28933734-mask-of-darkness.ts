/** Mask of Darkness (28933734): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, graveyardToHand } from '../facade.js';

export const maskOfDarkness: CardScript = { passcode: 28933734, effects: [graveyardToHand('trap')] };
