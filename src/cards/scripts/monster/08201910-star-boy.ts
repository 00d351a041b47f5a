/** Star Boy (8201910): while face-up, WATER monsters on the field get +500 ATK and FIRE monsters -400 ATK. */
import { attributeAtkAura, type CardScript } from '../facade.js';

export const starBoy: CardScript = { passcode: 8201910, continuous: [attributeAtkAura({ WATER: 500, FIRE: -400 })] };
