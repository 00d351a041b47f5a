/** Royal Command (33950246): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, targetCard, trapActivation } from '../facade.js';

export const royalCommand: CardScript = {
  // Royal Command (Continuous Trap): while it is face-up, the effects of Flip Effect Monsters are negated, so their Flip
  // effects cannot be activated (the rules read the code through any face-up source, like Fiend Skull Dragon's).
  passcode: 33950246,
  effects: [trapActivation({ categories: ['negate'], resolve: () => {} })],
  continuous: [{ code: 'negate-flip-effects', affects: (_s, source, t) => targetCard(t) === source }],
};
