/** Power of Kaishin (77027445): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, raceIs } from '../facade.js';

// Power of Kaishin (Equip): only a Aqua-Type monster; it gains 300 ATK and 300 DEF.
export const powerOfKaishin: CardScript = equipSpell({ passcode: 77027445, atk: 300, def: 300, only: raceIs('Aqua'), what: 'face-up Aqua-Type monster to equip' });
