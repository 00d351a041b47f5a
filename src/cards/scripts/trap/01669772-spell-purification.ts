/** Spell Purification (1669772): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, destroyAllSpellTraps, faceUpWhere, trapActivation } from '../facade.js';

export const spellPurification: CardScript = {
  // Spell Purification: discard 1 card (the cost); destroy every face-up Continuous Spell Card on the field.
  passcode: 1669772,
  effects: [trapActivation({ cost: { discard: 1 }, ...destroyAllSpellTraps('both', faceUpWhere((f) => f.kind === 'spell' && f.subtypes.includes('Continuous'))) })],
};
