/** Machine Conversion Factory (25769732): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, raceIs } from '../facade.js';

// Machine Conversion Factory (Equip): only a Machine-Type monster; it gains 300 ATK and 300 DEF.
export const machineConversionFactory: CardScript = equipSpell({ passcode: 25769732, atk: 300, def: 300, only: raceIs('Machine'), what: 'face-up Machine-Type monster to equip' });
