/** Hoshiningen (67629977): while face-up, every LIGHT monster on the field gains 500 ATK and every DARK monster loses 400. */
import { attributeAtkAura, type CardScript } from '../facade.js';

export const hoshiningen: CardScript = { passcode: 67629977, continuous: [attributeAtkAura({ LIGHT: 500, DARK: -400 })] };
