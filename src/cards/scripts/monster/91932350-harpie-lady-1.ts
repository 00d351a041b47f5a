/** Harpie Lady 1 (91932350): while face-up, every WIND monster on the field gains 300 ATK. */
import { attributeAtkAura, type CardScript } from '../facade.js';

export const harpieLady1: CardScript = { passcode: 91932350, continuous: [attributeAtkAura({ WIND: 300 })] };
