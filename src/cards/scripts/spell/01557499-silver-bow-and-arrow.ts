/** Silver Bow and Arrow (1557499): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, raceIs } from '../facade.js';

// Silver Bow and Arrow (Equip): only a Fairy-Type monster; it gains 300 ATK and 300 DEF.
export const silverBowAndArrow: CardScript = equipSpell({ passcode: 1557499, atk: 300, def: 300, only: raceIs('Fairy'), what: 'face-up Fairy-Type monster to equip' });
