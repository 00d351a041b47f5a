/** Mystical Space Typhoon (5318639): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, destroyTargets, spellActivation } from '../facade.js';

// Target 1 Spell or Trap card on the field; destroy it.
export const mysticalSpaceTyphoon: CardScript = {
  passcode: 5318639,
  effects: [spellActivation(destroyTargets({ what: 'Spell or Trap card on the field', min: 1, max: 1, from: ['spellTraps'], side: 'both' }, 'destroy-spell-trap'))],
};
