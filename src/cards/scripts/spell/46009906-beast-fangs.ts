/** Beast Fangs (46009906): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, raceIs } from '../facade.js';

// Beast Fangs (Equip): only a Beast-Type monster; it gains 300 ATK and 300 DEF.
export const beastFangs: CardScript = equipSpell({ passcode: 46009906, atk: 300, def: 300, only: raceIs('Beast'), what: 'face-up Beast-Type monster to equip' });
