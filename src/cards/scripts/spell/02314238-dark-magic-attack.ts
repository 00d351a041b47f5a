/** Dark Magic Attack (2314238): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, destroyAllSpellTraps, spellActivation, whileControlling } from '../facade.js';

// Dark Magic Attack: activated only while you control a face-up "Dark Magician"; destroy every Spell and Trap Card your opponent controls.
export const darkMagicAttack: CardScript = { passcode: 2314238, effects: [spellActivation(whileControlling(['Dark Magician'], destroyAllSpellTraps('opponent')))] };
