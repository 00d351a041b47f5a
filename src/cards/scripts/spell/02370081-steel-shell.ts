/** Steel Shell (2370081): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { attributeIs, type CardScript, equipSpell } from '../facade.js';

// Steel Shell (Equip): only a WATER monster; it gains 400 ATK and loses 200 DEF.
export const steelShell: CardScript = equipSpell({ passcode: 2370081, atk: 400, def: -200, only: attributeIs('WATER'), what: 'face-up WATER monster to equip' });
