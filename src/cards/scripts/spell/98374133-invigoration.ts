/** Invigoration (98374133): scripted from our own wording of the card in data/cards/cards.json. */
import { attributeIs, type CardScript, equipSpell } from '../facade.js';

export const invigoration: CardScript = equipSpell({ passcode: 98374133, atk: 400, def: -200, only: attributeIs('EARTH'), what: 'face-up EARTH monster to equip' });
