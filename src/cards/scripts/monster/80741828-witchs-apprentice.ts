/** Witch's Apprentice (80741828): while face-up, every DARK monster on the field gains 500 ATK and every LIGHT monster loses 400. */
import { attributeAtkAura, type CardScript } from '../facade.js';

export const witchsApprentice: CardScript = { passcode: 80741828, continuous: [attributeAtkAura({ DARK: 500, LIGHT: -400 })] };
