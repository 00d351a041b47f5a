/** Royal Decree (51452091): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, trapActivation } from '../facade.js';

export const royalDecree: CardScript = {
  // Royal Decree: while it is face-up, the effects of every other Trap Card on the field are
  // negated: Traps activated then resolve without effect, and Continuous Traps do nothing.
  passcode: 51452091,
  effects: [trapActivation({ categories: ['negate'], resolve: () => {} })],
  continuous: [{ code: 'negate-trap-effects', affects: () => false }],
};
