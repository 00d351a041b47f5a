/** Dian Keto the Cure Master (84257639): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, spellActivation } from '../facade.js';

export const dianKetoTheCureMaster: CardScript = {
  // Dian Keto the Cure Master: gain 1000 LP.
  passcode: 84257639,
  effects: [spellActivation({ resolve: (r) => r.gainLp(r.player, 1000) })],
};
