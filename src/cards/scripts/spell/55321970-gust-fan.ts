/** Gust Fan (55321970): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { attributeIs, type CardScript, equipSpell } from '../facade.js';

// Gust Fan (Equip): only a WIND monster; it gains 400 ATK and loses 200 DEF.
export const gustFan: CardScript = equipSpell({ passcode: 55321970, atk: 400, def: -200, only: attributeIs('WIND'), what: 'face-up WIND monster to equip' });
