/** Dark Energy (4614116): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, equipSpell, raceIs } from '../facade.js';

export const darkEnergy: CardScript = equipSpell({ passcode: 4614116, atk: 300, def: 300, only: raceIs('Fiend'), what: 'face-up Fiend-Type monster to equip' });
