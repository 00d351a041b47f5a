/** Servant of Catabolism (2792265): it may attack the opponent directly. */
import { type CardScript } from '../facade.js';

export const servantOfCatabolism: CardScript = { passcode: 2792265, continuous: [{ code: 'can-attack-directly' }] };
