/** Mystic Lamp (98049915): it may attack the opponent directly. */
import { type CardScript } from '../facade.js';

export const mysticLamp: CardScript = { passcode: 98049915, continuous: [{ code: 'can-attack-directly' }] };
