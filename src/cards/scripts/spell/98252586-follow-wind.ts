/** Follow Wind (98252586): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, raceIs } from '../facade.js';

// Follow Wind (Equip): only a Winged Beast-Type monster; it gains 300 ATK and 300 DEF.
export const followWind: CardScript = equipSpell({ passcode: 98252586, atk: 300, def: 300, only: raceIs('Winged Beast'), what: 'face-up Winged Beast-Type monster to equip' });
