/** Twinheaded Beast (82035781): it may attack twice in each Battle Phase. */
import type { CardScript } from '../facade.js';

export const twinheadedBeast: CardScript = { passcode: 82035781, continuous: [{ code: 'extra-attacks', value: () => 1 }] };
