/** Ooguchi (58861941): it may attack the opponent directly. */
import { type CardScript } from '../facade.js';

export const ooguchi: CardScript = { passcode: 58861941, continuous: [{ code: 'can-attack-directly' }] };
