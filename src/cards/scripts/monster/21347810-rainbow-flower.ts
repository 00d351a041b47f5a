/** Rainbow Flower (21347810): it may attack the opponent directly. */
import { type CardScript } from '../facade.js';

export const rainbowFlower: CardScript = { passcode: 21347810, continuous: [{ code: 'can-attack-directly' }] };
