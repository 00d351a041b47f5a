/** Dragon Treasure (1435851): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, equipSpell, raceIs } from '../facade.js';

export const dragonTreasure: CardScript = equipSpell({ passcode: 1435851, atk: 300, def: 300, only: raceIs('Dragon'), what: 'face-up Dragon-Type monster to equip' });
