/** Salamandra (32268901): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { attributeIs, type CardScript, equipSpell } from '../facade.js';

// Salamandra (Equip): only a FIRE monster; it gains 700 ATK.
export const salamandra: CardScript = equipSpell({ passcode: 32268901, atk: 700, def: 0, only: attributeIs('FIRE'), what: 'face-up FIRE monster to equip' });
