/** Bladefly (28470714): while face-up, every WIND monster on the field gains 500 ATK and every EARTH monster loses 400. */
import { type CardScript, attributeAtkAura } from '../facade.js';

export const bladefly: CardScript = { passcode: 28470714, continuous: [attributeAtkAura({ WIND: 500, EARTH: -400 })] };
