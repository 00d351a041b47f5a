/** Leghul (12472242): it may attack the opponent directly. */
import { type CardScript } from '../facade.js';

export const leghul: CardScript = { passcode: 12472242, continuous: [{ code: 'can-attack-directly' }] };
