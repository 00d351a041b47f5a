/** Sword of Dark Destruction (37120512): scripted from our own wording of the card in data/cards/cards.json. */
import { attributeIs, type CardScript, equipSpell } from '../facade.js';

export const swordOfDarkDestruction: CardScript = equipSpell({ passcode: 37120512, atk: 400, def: -200, only: attributeIs('DARK'), what: 'face-up DARK monster to equip' });
