/** Nightmare Horse (59290628): it may attack the opponent directly. */
import { type CardScript } from '../facade.js';

export const nightmareHorse: CardScript = { passcode: 59290628, continuous: [{ code: 'can-attack-directly' }] };
