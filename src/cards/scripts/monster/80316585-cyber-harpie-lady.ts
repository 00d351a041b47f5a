/** Cyber Harpie Lady (80316585): its name is treated as "Harpie Lady" wherever it is. */
import type { CardScript } from '../facade.js';

export const cyberHarpieLady: CardScript = { passcode: 80316585, treatedAsName: 'Harpie Lady' };
