/** Electro-Whip (37820550): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, raceIs } from '../facade.js';

// Electro-Whip (Equip): only a Thunder-Type monster; it gains 300 ATK and 300 DEF.
export const electroWhip: CardScript = equipSpell({ passcode: 37820550, atk: 300, def: 300, only: raceIs('Thunder'), what: 'face-up Thunder-Type monster to equip' });
