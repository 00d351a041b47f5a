/** Jinzo #7 (32809211): it may attack the opponent directly. */
import { type CardScript } from '../facade.js';

export const jinzo7: CardScript = { passcode: 32809211, continuous: [{ code: 'can-attack-directly' }] };
