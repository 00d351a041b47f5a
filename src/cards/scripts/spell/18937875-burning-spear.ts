/** Burning Spear (18937875): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { attributeIs, type CardScript, equipSpell } from '../facade.js';

// Burning Spear (Equip): only a FIRE monster; it gains 400 ATK and loses 200 DEF.
export const burningSpear: CardScript = equipSpell({ passcode: 18937875, atk: 400, def: -200, only: attributeIs('FIRE'), what: 'face-up FIRE monster to equip' });
